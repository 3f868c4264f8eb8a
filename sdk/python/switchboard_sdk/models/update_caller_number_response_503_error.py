from typing import Literal

UpdateCallerNumberResponse503Error = Literal["service_unavailable"]

UPDATE_CALLER_NUMBER_RESPONSE_503_ERROR_VALUES: set[UpdateCallerNumberResponse503Error] = {
    "service_unavailable",
}


def check_update_caller_number_response_503_error(value: str) -> UpdateCallerNumberResponse503Error:
    if value in UPDATE_CALLER_NUMBER_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_CALLER_NUMBER_RESPONSE_503_ERROR_VALUES!r}")
