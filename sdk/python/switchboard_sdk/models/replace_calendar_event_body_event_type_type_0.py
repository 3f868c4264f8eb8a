from typing import Literal

ReplaceCalendarEventBodyEventTypeType0 = Literal["appointment", "busy", "meeting", "video_call", "voice_call"]

REPLACE_CALENDAR_EVENT_BODY_EVENT_TYPE_TYPE_0_VALUES: set[ReplaceCalendarEventBodyEventTypeType0] = {
    "appointment",
    "busy",
    "meeting",
    "video_call",
    "voice_call",
}


def check_replace_calendar_event_body_event_type_type_0(value: str) -> ReplaceCalendarEventBodyEventTypeType0:
    if value in REPLACE_CALENDAR_EVENT_BODY_EVENT_TYPE_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {REPLACE_CALENDAR_EVENT_BODY_EVENT_TYPE_TYPE_0_VALUES!r}"
    )
