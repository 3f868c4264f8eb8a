from typing import Literal

UpdateCallerNumberResponse429Error = Literal["rate_limited"]

UPDATE_CALLER_NUMBER_RESPONSE_429_ERROR_VALUES: set[UpdateCallerNumberResponse429Error] = {
    "rate_limited",
}


def check_update_caller_number_response_429_error(value: str) -> UpdateCallerNumberResponse429Error:
    if value in UPDATE_CALLER_NUMBER_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_CALLER_NUMBER_RESPONSE_429_ERROR_VALUES!r}")
