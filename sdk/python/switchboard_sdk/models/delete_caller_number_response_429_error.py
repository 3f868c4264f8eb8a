from typing import Literal

DeleteCallerNumberResponse429Error = Literal["rate_limited"]

DELETE_CALLER_NUMBER_RESPONSE_429_ERROR_VALUES: set[DeleteCallerNumberResponse429Error] = {
    "rate_limited",
}


def check_delete_caller_number_response_429_error(value: str) -> DeleteCallerNumberResponse429Error:
    if value in DELETE_CALLER_NUMBER_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_CALLER_NUMBER_RESPONSE_429_ERROR_VALUES!r}")
