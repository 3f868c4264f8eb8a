from typing import Literal

CancelCallResponse429Error = Literal["rate_limited"]

CANCEL_CALL_RESPONSE_429_ERROR_VALUES: set[CancelCallResponse429Error] = {
    "rate_limited",
}


def check_cancel_call_response_429_error(value: str) -> CancelCallResponse429Error:
    if value in CANCEL_CALL_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_CALL_RESPONSE_429_ERROR_VALUES!r}")
