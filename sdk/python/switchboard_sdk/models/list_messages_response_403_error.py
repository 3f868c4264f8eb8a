from typing import Literal

ListMessagesResponse403Error = Literal["permission_denied"]

LIST_MESSAGES_RESPONSE_403_ERROR_VALUES: set[ListMessagesResponse403Error] = {
    "permission_denied",
}


def check_list_messages_response_403_error(value: str) -> ListMessagesResponse403Error:
    if value in LIST_MESSAGES_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_MESSAGES_RESPONSE_403_ERROR_VALUES!r}")
