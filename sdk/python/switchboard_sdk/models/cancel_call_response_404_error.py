from typing import Literal

CancelCallResponse404Error = Literal["not_found"]

CANCEL_CALL_RESPONSE_404_ERROR_VALUES: set[CancelCallResponse404Error] = {
    "not_found",
}


def check_cancel_call_response_404_error(value: str) -> CancelCallResponse404Error:
    if value in CANCEL_CALL_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_CALL_RESPONSE_404_ERROR_VALUES!r}")
