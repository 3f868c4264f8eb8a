from typing import Literal

CancelCallResponse409Error = Literal["call_not_cancelable", "idempotency_key_in_use"]

CANCEL_CALL_RESPONSE_409_ERROR_VALUES: set[CancelCallResponse409Error] = {
    "call_not_cancelable",
    "idempotency_key_in_use",
}


def check_cancel_call_response_409_error(value: str) -> CancelCallResponse409Error:
    if value in CANCEL_CALL_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_CALL_RESPONSE_409_ERROR_VALUES!r}")
