from typing import Literal

GetMessageResponse503Error = Literal["service_unavailable"]

GET_MESSAGE_RESPONSE_503_ERROR_VALUES: set[GetMessageResponse503Error] = {
    "service_unavailable",
}


def check_get_message_response_503_error(value: str) -> GetMessageResponse503Error:
    if value in GET_MESSAGE_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_MESSAGE_RESPONSE_503_ERROR_VALUES!r}")
