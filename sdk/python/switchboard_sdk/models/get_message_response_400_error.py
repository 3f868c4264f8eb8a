from typing import Literal

GetMessageResponse400Error = Literal["validation_error"]

GET_MESSAGE_RESPONSE_400_ERROR_VALUES: set[GetMessageResponse400Error] = {
    "validation_error",
}


def check_get_message_response_400_error(value: str) -> GetMessageResponse400Error:
    if value in GET_MESSAGE_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_MESSAGE_RESPONSE_400_ERROR_VALUES!r}")
