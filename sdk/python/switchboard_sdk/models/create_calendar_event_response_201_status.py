from typing import Literal

CreateCalendarEventResponse201Status = Literal["cancelled", "completed", "confirmed", "no_show", "scheduled"]

CREATE_CALENDAR_EVENT_RESPONSE_201_STATUS_VALUES: set[CreateCalendarEventResponse201Status] = {
    "cancelled",
    "completed",
    "confirmed",
    "no_show",
    "scheduled",
}


def check_create_calendar_event_response_201_status(value: str) -> CreateCalendarEventResponse201Status:
    if value in CREATE_CALENDAR_EVENT_RESPONSE_201_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CALENDAR_EVENT_RESPONSE_201_STATUS_VALUES!r}")
