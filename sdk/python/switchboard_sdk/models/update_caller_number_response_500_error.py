from typing import Literal

UpdateCallerNumberResponse500Error = Literal["server_error"]

UPDATE_CALLER_NUMBER_RESPONSE_500_ERROR_VALUES: set[UpdateCallerNumberResponse500Error] = {
    "server_error",
}


def check_update_caller_number_response_500_error(value: str) -> UpdateCallerNumberResponse500Error:
    if value in UPDATE_CALLER_NUMBER_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_CALLER_NUMBER_RESPONSE_500_ERROR_VALUES!r}")
