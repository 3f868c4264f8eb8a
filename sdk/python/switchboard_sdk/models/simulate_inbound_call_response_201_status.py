from typing import Literal

SimulateInboundCallResponse201Status = Literal[
    "busy", "canceled", "completed", "failed", "in_progress", "no_answer", "queued", "ringing", "scheduled", "voicemail"
]

SIMULATE_INBOUND_CALL_RESPONSE_201_STATUS_VALUES: set[SimulateInboundCallResponse201Status] = {
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


def check_simulate_inbound_call_response_201_status(value: str) -> SimulateInboundCallResponse201Status:
    if value in SIMULATE_INBOUND_CALL_RESPONSE_201_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SIMULATE_INBOUND_CALL_RESPONSE_201_STATUS_VALUES!r}")
