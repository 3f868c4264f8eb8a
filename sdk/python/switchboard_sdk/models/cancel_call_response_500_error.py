from typing import Literal

CancelCallResponse500Error = Literal["server_error"]

CANCEL_CALL_RESPONSE_500_ERROR_VALUES: set[CancelCallResponse500Error] = {
    "server_error",
}


def check_cancel_call_response_500_error(value: str) -> CancelCallResponse500Error:
    if value in CANCEL_CALL_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_CALL_RESPONSE_500_ERROR_VALUES!r}")
