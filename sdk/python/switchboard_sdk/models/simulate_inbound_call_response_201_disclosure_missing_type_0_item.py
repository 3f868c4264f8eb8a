from typing import Literal

SimulateInboundCallResponse201DisclosureMissingType0Item = Literal["ai", "recording", "recording_consent"]

SIMULATE_INBOUND_CALL_RESPONSE_201_DISCLOSURE_MISSING_TYPE_0_ITEM_VALUES: set[
    SimulateInboundCallResponse201DisclosureMissingType0Item
] = {
    "ai",
    "recording",
    "recording_consent",
}


def check_simulate_inbound_call_response_201_disclosure_missing_type_0_item(
    value: str,
) -> SimulateInboundCallResponse201DisclosureMissingType0Item:
    if value in SIMULATE_INBOUND_CALL_RESPONSE_201_DISCLOSURE_MISSING_TYPE_0_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SIMULATE_INBOUND_CALL_RESPONSE_201_DISCLOSURE_MISSING_TYPE_0_ITEM_VALUES!r}"
    )
