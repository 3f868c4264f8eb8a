from typing import Literal

GetMessageResponse500Error = Literal["server_error"]

GET_MESSAGE_RESPONSE_500_ERROR_VALUES: set[GetMessageResponse500Error] = {
    "server_error",
}


def check_get_message_response_500_error(value: str) -> GetMessageResponse500Error:
    if value in GET_MESSAGE_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_MESSAGE_RESPONSE_500_ERROR_VALUES!r}")
