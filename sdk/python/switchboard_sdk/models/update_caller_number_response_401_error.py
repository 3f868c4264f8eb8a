from typing import Literal

UpdateCallerNumberResponse401Error = Literal["authentication_required", "invalid_key"]

UPDATE_CALLER_NUMBER_RESPONSE_401_ERROR_VALUES: set[UpdateCallerNumberResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_update_caller_number_response_401_error(value: str) -> UpdateCallerNumberResponse401Error:
    if value in UPDATE_CALLER_NUMBER_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_CALLER_NUMBER_RESPONSE_401_ERROR_VALUES!r}")
