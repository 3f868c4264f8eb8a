from typing import Literal

AddCallerNumberResponse409Error = Literal["duplicate_phone_number", "idempotency_key_in_use"]

ADD_CALLER_NUMBER_RESPONSE_409_ERROR_VALUES: set[AddCallerNumberResponse409Error] = {
    "duplicate_phone_number",
    "idempotency_key_in_use",
}


def check_add_caller_number_response_409_error(value: str) -> AddCallerNumberResponse409Error:
    if value in ADD_CALLER_NUMBER_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADD_CALLER_NUMBER_RESPONSE_409_ERROR_VALUES!r}")
