from typing import Literal

GetCallerNumberResponse429Error = Literal["rate_limited"]

GET_CALLER_NUMBER_RESPONSE_429_ERROR_VALUES: set[GetCallerNumberResponse429Error] = {
    "rate_limited",
}


def check_get_caller_number_response_429_error(value: str) -> GetCallerNumberResponse429Error:
    if value in GET_CALLER_NUMBER_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALLER_NUMBER_RESPONSE_429_ERROR_VALUES!r}")
