from typing import Literal

CancelCallResponse400Error = Literal["validation_error"]

CANCEL_CALL_RESPONSE_400_ERROR_VALUES: set[CancelCallResponse400Error] = {
    "validation_error",
}


def check_cancel_call_response_400_error(value: str) -> CancelCallResponse400Error:
    if value in CANCEL_CALL_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_CALL_RESPONSE_400_ERROR_VALUES!r}")
