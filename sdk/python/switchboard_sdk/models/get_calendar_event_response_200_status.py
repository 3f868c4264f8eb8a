from typing import Literal

GetCalendarEventResponse200Status = Literal["cancelled", "completed", "confirmed", "no_show", "scheduled"]

GET_CALENDAR_EVENT_RESPONSE_200_STATUS_VALUES: set[GetCalendarEventResponse200Status] = {
    "cancelled",
    "completed",
    "confirmed",
    "no_show",
    "scheduled",
}


def check_get_calendar_event_response_200_status(value: str) -> GetCalendarEventResponse200Status:
    if value in GET_CALENDAR_EVENT_RESPONSE_200_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALENDAR_EVENT_RESPONSE_200_STATUS_VALUES!r}")
