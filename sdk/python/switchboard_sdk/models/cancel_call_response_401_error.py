from typing import Literal

CancelCallResponse401Error = Literal["authentication_required", "invalid_key"]

CANCEL_CALL_RESPONSE_401_ERROR_VALUES: set[CancelCallResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_cancel_call_response_401_error(value: str) -> CancelCallResponse401Error:
    if value in CANCEL_CALL_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_CALL_RESPONSE_401_ERROR_VALUES!r}")
