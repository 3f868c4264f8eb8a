from typing import Literal

SimulateInboundCallResponse201DisclosuresItemKind = Literal["ai", "recording", "recording_consent"]

SIMULATE_INBOUND_CALL_RESPONSE_201_DISCLOSURES_ITEM_KIND_VALUES: set[
    SimulateInboundCallResponse201DisclosuresItemKind
] = {
    "ai",
    "recording",
    "recording_consent",
}


def check_simulate_inbound_call_response_201_disclosures_item_kind(
    value: str,
) -> SimulateInboundCallResponse201DisclosuresItemKind:
    if value in SIMULATE_INBOUND_CALL_RESPONSE_201_DISCLOSURES_ITEM_KIND_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SIMULATE_INBOUND_CALL_RESPONSE_201_DISCLOSURES_ITEM_KIND_VALUES!r}"
    )
