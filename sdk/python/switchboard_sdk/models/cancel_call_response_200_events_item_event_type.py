from typing import Literal

CancelCallResponse200EventsItemEventType = Literal["appointment", "busy", "meeting", "video_call", "voice_call"]

CANCEL_CALL_RESPONSE_200_EVENTS_ITEM_EVENT_TYPE_VALUES: set[CancelCallResponse200EventsItemEventType] = {
    "appointment",
    "busy",
    "meeting",
    "video_call",
    "voice_call",
}


def check_cancel_call_response_200_events_item_event_type(value: str) -> CancelCallResponse200EventsItemEventType:
    if value in CANCEL_CALL_RESPONSE_200_EVENTS_ITEM_EVENT_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CANCEL_CALL_RESPONSE_200_EVENTS_ITEM_EVENT_TYPE_VALUES!r}"
    )
