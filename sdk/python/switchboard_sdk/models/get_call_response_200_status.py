from typing import Literal

GetCallResponse200Status = Literal[
    "busy", "canceled", "completed", "failed", "in_progress", "no_answer", "queued", "ringing", "scheduled", "voicemail"
]

GET_CALL_RESPONSE_200_STATUS_VALUES: set[GetCallResponse200Status] = {
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


def check_get_call_response_200_status(value: str) -> GetCallResponse200Status:
    if value in GET_CALL_RESPONSE_200_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALL_RESPONSE_200_STATUS_VALUES!r}")
