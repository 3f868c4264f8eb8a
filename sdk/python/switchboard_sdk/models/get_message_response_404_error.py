from typing import Literal

GetMessageResponse404Error = Literal["not_found"]

GET_MESSAGE_RESPONSE_404_ERROR_VALUES: set[GetMessageResponse404Error] = {
    "not_found",
}


def check_get_message_response_404_error(value: str) -> GetMessageResponse404Error:
    if value in GET_MESSAGE_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_MESSAGE_RESPONSE_404_ERROR_VALUES!r}")
