from typing import Literal

UpdateCallerNumberResponse403Error = Literal["permission_denied"]

UPDATE_CALLER_NUMBER_RESPONSE_403_ERROR_VALUES: set[UpdateCallerNumberResponse403Error] = {
    "permission_denied",
}


def check_update_caller_number_response_403_error(value: str) -> UpdateCallerNumberResponse403Error:
    if value in UPDATE_CALLER_NUMBER_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_CALLER_NUMBER_RESPONSE_403_ERROR_VALUES!r}")
