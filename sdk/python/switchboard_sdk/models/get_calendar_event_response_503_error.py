from typing import Literal

GetCalendarEventResponse503Error = Literal["service_unavailable"]

GET_CALENDAR_EVENT_RESPONSE_503_ERROR_VALUES: set[GetCalendarEventResponse503Error] = {
    "service_unavailable",
}


def check_get_calendar_event_response_503_error(value: str) -> GetCalendarEventResponse503Error:
    if value in GET_CALENDAR_EVENT_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALENDAR_EVENT_RESPONSE_503_ERROR_VALUES!r}")
