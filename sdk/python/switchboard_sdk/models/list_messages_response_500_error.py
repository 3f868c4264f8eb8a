from typing import Literal

ListMessagesResponse500Error = Literal["server_error"]

LIST_MESSAGES_RESPONSE_500_ERROR_VALUES: set[ListMessagesResponse500Error] = {
    "server_error",
}


def check_list_messages_response_500_error(value: str) -> ListMessagesResponse500Error:
    if value in LIST_MESSAGES_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_MESSAGES_RESPONSE_500_ERROR_VALUES!r}")
