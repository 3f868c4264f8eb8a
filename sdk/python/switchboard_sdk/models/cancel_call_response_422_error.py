from typing import Literal

CancelCallResponse422Error = Literal["idempotency_key_reused"]

CANCEL_CALL_RESPONSE_422_ERROR_VALUES: set[CancelCallResponse422Error] = {
    "idempotency_key_reused",
}


def check_cancel_call_response_422_error(value: str) -> CancelCallResponse422Error:
    if value in CANCEL_CALL_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_CALL_RESPONSE_422_ERROR_VALUES!r}")
