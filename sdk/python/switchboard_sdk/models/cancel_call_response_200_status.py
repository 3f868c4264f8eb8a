from typing import Literal

CancelCallResponse200Status = Literal[
    "busy", "canceled", "completed", "failed", "in_progress", "no_answer", "queued", "ringing", "scheduled", "voicemail"
]

CANCEL_CALL_RESPONSE_200_STATUS_VALUES: set[CancelCallResponse200Status] = {
    "busy",
    "canceled",
    "completed",
    "failed",
    "in_progress",
    "no_answer",
    "queued",
    "ringing",
    "scheduled",
    "voicemail",
}


def check_cancel_call_response_200_status(value: str) -> CancelCallResponse200Status:
    if value in CANCEL_CALL_RESPONSE_200_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_CALL_RESPONSE_200_STATUS_VALUES!r}")
