from typing import Literal

AddCallerNumberResponse422Error = Literal["idempotency_key_reused"]

ADD_CALLER_NUMBER_RESPONSE_422_ERROR_VALUES: set[AddCallerNumberResponse422Error] = {
    "idempotency_key_reused",
}


def check_add_caller_number_response_422_error(value: str) -> AddCallerNumberResponse422Error:
    if value in ADD_CALLER_NUMBER_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADD_CALLER_NUMBER_RESPONSE_422_ERROR_VALUES!r}")
