from typing import Literal

UpdateFieldsOfCalendarEventBodyStatusType0 = Literal["cancelled", "completed", "confirmed", "no_show", "scheduled"]

UPDATE_FIELDS_OF_CALENDAR_EVENT_BODY_STATUS_TYPE_0_VALUES: set[UpdateFieldsOfCalendarEventBodyStatusType0] = {
    "cancelled",
    "completed",
    "confirmed",
    "no_show",
    "scheduled",
}


def check_update_fields_of_calendar_event_body_status_type_0(value: str) -> UpdateFieldsOfCalendarEventBodyStatusType0:
    if value in UPDATE_FIELDS_OF_CALENDAR_EVENT_BODY_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_FIELDS_OF_CALENDAR_EVENT_BODY_STATUS_TYPE_0_VALUES!r}"
    )
