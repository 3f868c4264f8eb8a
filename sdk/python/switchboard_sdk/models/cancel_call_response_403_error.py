from typing import Literal

CancelCallResponse403Error = Literal["permission_denied"]

CANCEL_CALL_RESPONSE_403_ERROR_VALUES: set[CancelCallResponse403Error] = {
    "permission_denied",
}


def check_cancel_call_response_403_error(value: str) -> CancelCallResponse403Error:
    if value in CANCEL_CALL_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_CALL_RESPONSE_403_ERROR_VALUES!r}")
