from typing import Literal

GetMessageResponse429Error = Literal["rate_limited"]

GET_MESSAGE_RESPONSE_429_ERROR_VALUES: set[GetMessageResponse429Error] = {
    "rate_limited",
}


def check_get_message_response_429_error(value: str) -> GetMessageResponse429Error:
    if value in GET_MESSAGE_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_MESSAGE_RESPONSE_429_ERROR_VALUES!r}")
