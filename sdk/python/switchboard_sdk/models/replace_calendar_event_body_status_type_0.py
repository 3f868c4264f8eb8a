from typing import Literal

ReplaceCalendarEventBodyStatusType0 = Literal["cancelled", "completed", "confirmed", "no_show", "scheduled"]

REPLACE_CALENDAR_EVENT_BODY_STATUS_TYPE_0_VALUES: set[ReplaceCalendarEventBodyStatusType0] = {
    "cancelled",
    "completed",
    "confirmed",
    "no_show",
    "scheduled",
}


def check_replace_calendar_event_body_status_type_0(value: str) -> ReplaceCalendarEventBodyStatusType0:
    if value in REPLACE_CALENDAR_EVENT_BODY_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLACE_CALENDAR_EVENT_BODY_STATUS_TYPE_0_VALUES!r}")
