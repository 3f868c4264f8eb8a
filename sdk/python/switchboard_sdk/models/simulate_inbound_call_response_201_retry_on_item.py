from typing import Literal

SimulateInboundCallResponse201RetryOnItem = Literal["busy", "failed", "no_answer", "voicemail"]

SIMULATE_INBOUND_CALL_RESPONSE_201_RETRY_ON_ITEM_VALUES: set[SimulateInboundCallResponse201RetryOnItem] = {
    "busy",
    "failed",
    "no_answer",
    "voicemail",
}


def check_simulate_inbound_call_response_201_retry_on_item(value: str) -> SimulateInboundCallResponse201RetryOnItem:
    if value in SIMULATE_INBOUND_CALL_RESPONSE_201_RETRY_ON_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SIMULATE_INBOUND_CALL_RESPONSE_201_RETRY_ON_ITEM_VALUES!r}"
    )
