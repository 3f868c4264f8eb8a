from typing import Literal

InitiateCallResponse422Error = Literal["idempotency_key_reused"]

INITIATE_CALL_RESPONSE_422_ERROR_VALUES: set[InitiateCallResponse422Error] = {
    "idempotency_key_reused",
}


def check_initiate_call_response_422_error(value: str) -> InitiateCallResponse422Error:
    if value in INITIATE_CALL_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {INITIATE_CALL_RESPONSE_422_ERROR_VALUES!r}")
