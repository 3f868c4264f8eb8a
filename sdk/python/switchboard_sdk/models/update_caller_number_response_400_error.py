from typing import Literal

UpdateCallerNumberResponse400Error = Literal["invalid_json", "validation_error"]

UPDATE_CALLER_NUMBER_RESPONSE_400_ERROR_VALUES: set[UpdateCallerNumberResponse400Error] = {
    "invalid_json",
    "validation_error",
}


def check_update_caller_number_response_400_error(value: str) -> UpdateCallerNumberResponse400Error:
    if value in UPDATE_CALLER_NUMBER_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_CALLER_NUMBER_RESPONSE_400_ERROR_VALUES!r}")
