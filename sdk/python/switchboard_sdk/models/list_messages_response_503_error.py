from typing import Literal

ListMessagesResponse503Error = Literal["service_unavailable"]

LIST_MESSAGES_RESPONSE_503_ERROR_VALUES: set[ListMessagesResponse503Error] = {
    "service_unavailable",
}


def check_list_messages_response_503_error(value: str) -> ListMessagesResponse503Error:
    if value in LIST_MESSAGES_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_MESSAGES_RESPONSE_503_ERROR_VALUES!r}")
