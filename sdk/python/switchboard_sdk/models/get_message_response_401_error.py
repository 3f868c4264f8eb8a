from typing import Literal

GetMessageResponse401Error = Literal["authentication_required", "invalid_key"]

GET_MESSAGE_RESPONSE_401_ERROR_VALUES: set[GetMessageResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_get_message_response_401_error(value: str) -> GetMessageResponse401Error:
    if value in GET_MESSAGE_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_MESSAGE_RESPONSE_401_ERROR_VALUES!r}")
