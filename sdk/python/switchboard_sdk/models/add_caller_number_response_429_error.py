from typing import Literal

AddCallerNumberResponse429Error = Literal["rate_limited"]

ADD_CALLER_NUMBER_RESPONSE_429_ERROR_VALUES: set[AddCallerNumberResponse429Error] = {
    "rate_limited",
}


def check_add_caller_number_response_429_error(value: str) -> AddCallerNumberResponse429Error:
    if value in ADD_CALLER_NUMBER_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADD_CALLER_NUMBER_RESPONSE_429_ERROR_VALUES!r}")
