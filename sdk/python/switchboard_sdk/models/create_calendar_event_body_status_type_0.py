from typing import Literal

CreateCalendarEventBodyStatusType0 = Literal["confirmed", "scheduled"]

CREATE_CALENDAR_EVENT_BODY_STATUS_TYPE_0_VALUES: set[CreateCalendarEventBodyStatusType0] = {
    "confirmed",
    "scheduled",
}


def check_create_calendar_event_body_status_type_0(value: str) -> CreateCalendarEventBodyStatusType0:
    if value in CREATE_CALENDAR_EVENT_BODY_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CALENDAR_EVENT_BODY_STATUS_TYPE_0_VALUES!r}")
