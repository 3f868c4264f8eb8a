from typing import Literal

SimulateInboundCallResponse201EventsItemEventType = Literal[
    "appointment", "busy", "meeting", "video_call", "voice_call"
]

SIMULATE_INBOUND_CALL_RESPONSE_201_EVENTS_ITEM_EVENT_TYPE_VALUES: set[
    SimulateInboundCallResponse201EventsItemEventType
] = {
    "appointment",
    "busy",
    "meeting",
    "video_call",
    "voice_call",
}


def check_simulate_inbound_call_response_201_events_item_event_type(
    value: str,
) -> SimulateInboundCallResponse201EventsItemEventType:
    if value in SIMULATE_INBOUND_CALL_RESPONSE_201_EVENTS_ITEM_EVENT_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SIMULATE_INBOUND_CALL_RESPONSE_201_EVENTS_ITEM_EVENT_TYPE_VALUES!r}"
    )
