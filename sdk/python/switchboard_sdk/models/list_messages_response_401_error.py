from typing import Literal

ListMessagesResponse401Error = Literal["authentication_required", "invalid_key"]

LIST_MESSAGES_RESPONSE_401_ERROR_VALUES: set[ListMessagesResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_list_messages_response_401_error(value: str) -> ListMessagesResponse401Error:
    if value in LIST_MESSAGES_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_MESSAGES_RESPONSE_401_ERROR_VALUES!r}")
