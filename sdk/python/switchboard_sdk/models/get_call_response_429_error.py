from typing import Literal

GetCallResponse429Error = Literal["rate_limited"]

GET_CALL_RESPONSE_429_ERROR_VALUES: set[GetCallResponse429Error] = {
    "rate_limited",
}


def check_get_call_response_429_error(value: str) -> GetCallResponse429Error:
    if value in GET_CALL_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALL_RESPONSE_429_ERROR_VALUES!r}")
