from typing import Literal

UpdateCallerNumberResponse422Error = Literal["idempotency_key_reused"]

UPDATE_CALLER_NUMBER_RESPONSE_422_ERROR_VALUES: set[UpdateCallerNumberResponse422Error] = {
    "idempotency_key_reused",
}


def check_update_caller_number_response_422_error(value: str) -> UpdateCallerNumberResponse422Error:
    if value in UPDATE_CALLER_NUMBER_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_CALLER_NUMBER_RESPONSE_422_ERROR_VALUES!r}")
