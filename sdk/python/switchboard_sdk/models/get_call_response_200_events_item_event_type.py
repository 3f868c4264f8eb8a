from typing import Literal

GetCallResponse200EventsItemEventType = Literal["appointment", "busy", "meeting", "video_call", "voice_call"]

GET_CALL_RESPONSE_200_EVENTS_ITEM_EVENT_TYPE_VALUES: set[GetCallResponse200EventsItemEventType] = {
    "appointment",
    "busy",
    "meeting",
    "video_call",
    "voice_call",
}


def check_get_call_response_200_events_item_event_type(value: str) -> GetCallResponse200EventsItemEventType:
    if value in GET_CALL_RESPONSE_200_EVENTS_ITEM_EVENT_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_CALL_RESPONSE_200_EVENTS_ITEM_EVENT_TYPE_VALUES!r}"
    )
