from typing import Literal

GetErasureResponse429Error = Literal["rate_limited"]

GET_ERASURE_RESPONSE_429_ERROR_VALUES: set[GetErasureResponse429Error] = {
    "rate_limited",
}


def check_get_erasure_response_429_error(value: str) -> GetErasureResponse429Error:
    if value in GET_ERASURE_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_ERASURE_RESPONSE_429_ERROR_VALUES!r}")
