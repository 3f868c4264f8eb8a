from typing import Literal

UpdateCallerNumberResponse409Error = Literal["idempotency_key_in_use"]

UPDATE_CALLER_NUMBER_RESPONSE_409_ERROR_VALUES: set[UpdateCallerNumberResponse409Error] = {
    "idempotency_key_in_use",
}


def check_update_caller_number_response_409_error(value: str) -> UpdateCallerNumberResponse409Error:
    if value in UPDATE_CALLER_NUMBER_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_CALLER_NUMBER_RESPONSE_409_ERROR_VALUES!r}")
