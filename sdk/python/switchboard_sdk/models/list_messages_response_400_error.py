from typing import Literal

ListMessagesResponse400Error = Literal["validation_error"]

LIST_MESSAGES_RESPONSE_400_ERROR_VALUES: set[ListMessagesResponse400Error] = {
    "validation_error",
}


def check_list_messages_response_400_error(value: str) -> ListMessagesResponse400Error:
    if value in LIST_MESSAGES_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_MESSAGES_RESPONSE_400_ERROR_VALUES!r}")
