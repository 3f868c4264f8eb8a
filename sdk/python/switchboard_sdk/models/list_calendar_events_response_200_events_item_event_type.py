from typing import Literal

ListCalendarEventsResponse200EventsItemEventType = Literal["appointment", "busy", "meeting", "video_call", "voice_call"]

LIST_CALENDAR_EVENTS_RESPONSE_200_EVENTS_ITEM_EVENT_TYPE_VALUES: set[
    ListCalendarEventsResponse200EventsItemEventType
] = {
    "appointment",
    "busy",
    "meeting",
    "video_call",
    "voice_call",
}


def check_list_calendar_events_response_200_events_item_event_type(
    value: str,
) -> ListCalendarEventsResponse200EventsItemEventType:
    if value in LIST_CALENDAR_EVENTS_RESPONSE_200_EVENTS_ITEM_EVENT_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CALENDAR_EVENTS_RESPONSE_200_EVENTS_ITEM_EVENT_TYPE_VALUES!r}"
    )
