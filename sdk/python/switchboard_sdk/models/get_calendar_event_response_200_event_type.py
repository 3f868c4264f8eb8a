from typing import Literal

GetCalendarEventResponse200EventType = Literal["appointment", "busy", "meeting", "video_call", "voice_call"]

GET_CALENDAR_EVENT_RESPONSE_200_EVENT_TYPE_VALUES: set[GetCalendarEventResponse200EventType] = {
    "appointment",
    "busy",
    "meeting",
    "video_call",
    "voice_call",
}


def check_get_calendar_event_response_200_event_type(value: str) -> GetCalendarEventResponse200EventType:
    if value in GET_CALENDAR_EVENT_RESPONSE_200_EVENT_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_CALENDAR_EVENT_RESPONSE_200_EVENT_TYPE_VALUES!r}"
    )
