from typing import Literal

GetMessageResponse403Error = Literal["permission_denied"]

GET_MESSAGE_RESPONSE_403_ERROR_VALUES: set[GetMessageResponse403Error] = {
    "permission_denied",
}


def check_get_message_response_403_error(value: str) -> GetMessageResponse403Error:
    if value in GET_MESSAGE_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_MESSAGE_RESPONSE_403_ERROR_VALUES!r}")
