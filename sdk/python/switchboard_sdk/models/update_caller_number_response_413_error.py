from typing import Literal

UpdateCallerNumberResponse413Error = Literal["payload_too_large"]

UPDATE_CALLER_NUMBER_RESPONSE_413_ERROR_VALUES: set[UpdateCallerNumberResponse413Error] = {
    "payload_too_large",
}


def check_update_caller_number_response_413_error(value: str) -> UpdateCallerNumberResponse413Error:
    if value in UPDATE_CALLER_NUMBER_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_CALLER_NUMBER_RESPONSE_413_ERROR_VALUES!r}")
