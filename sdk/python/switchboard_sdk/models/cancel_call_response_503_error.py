from typing import Literal

CancelCallResponse503Error = Literal["service_unavailable"]

CANCEL_CALL_RESPONSE_503_ERROR_VALUES: set[CancelCallResponse503Error] = {
    "service_unavailable",
}


def check_cancel_call_response_503_error(value: str) -> CancelCallResponse503Error:
    if value in CANCEL_CALL_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_CALL_RESPONSE_503_ERROR_VALUES!r}")
