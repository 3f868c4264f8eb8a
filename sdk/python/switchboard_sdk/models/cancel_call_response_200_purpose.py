from typing import Literal

CancelCallResponse200Purpose = Literal["informational", "marketing"]

CANCEL_CALL_RESPONSE_200_PURPOSE_VALUES: set[CancelCallResponse200Purpose] = {
    "informational",
    "marketing",
}


def check_cancel_call_response_200_purpose(value: str) -> CancelCallResponse200Purpose:
    if value in CANCEL_CALL_RESPONSE_200_PURPOSE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_CALL_RESPONSE_200_PURPOSE_VALUES!r}")
