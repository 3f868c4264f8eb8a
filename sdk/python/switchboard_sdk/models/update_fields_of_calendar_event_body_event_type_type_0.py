from typing import Literal

UpdateFieldsOfCalendarEventBodyEventTypeType0 = Literal["appointment", "busy", "meeting", "video_call", "voice_call"]

UPDATE_FIELDS_OF_CALENDAR_EVENT_BODY_EVENT_TYPE_TYPE_0_VALUES: set[UpdateFieldsOfCalendarEventBodyEventTypeType0] = {
    "appointment",
    "busy",
    "meeting",
    "video_call",
    "voice_call",
}


def check_update_fields_of_calendar_event_body_event_type_type_0(
    value: str,
) -> UpdateFieldsOfCalendarEventBodyEventTypeType0:
    if value in UPDATE_FIELDS_OF_CALENDAR_EVENT_BODY_EVENT_TYPE_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_FIELDS_OF_CALENDAR_EVENT_BODY_EVENT_TYPE_TYPE_0_VALUES!r}"
    )
