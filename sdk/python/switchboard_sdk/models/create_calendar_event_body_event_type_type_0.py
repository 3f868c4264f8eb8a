from typing import Literal

CreateCalendarEventBodyEventTypeType0 = Literal["appointment", "busy", "meeting", "video_call", "voice_call"]

CREATE_CALENDAR_EVENT_BODY_EVENT_TYPE_TYPE_0_VALUES: set[CreateCalendarEventBodyEventTypeType0] = {
    "appointment",
    "busy",
    "meeting",
    "video_call",
    "voice_call",
}


def check_create_calendar_event_body_event_type_type_0(value: str) -> CreateCalendarEventBodyEventTypeType0:
    if value in CREATE_CALENDAR_EVENT_BODY_EVENT_TYPE_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_CALENDAR_EVENT_BODY_EVENT_TYPE_TYPE_0_VALUES!r}"
    )
