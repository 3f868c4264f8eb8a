from typing import Literal

GetCalendarEventResponse500Error = Literal["server_error"]

GET_CALENDAR_EVENT_RESPONSE_500_ERROR_VALUES: set[GetCalendarEventResponse500Error] = {
    "server_error",
}


def check_get_calendar_event_response_500_error(value: str) -> GetCalendarEventResponse500Error:
    if value in GET_CALENDAR_EVENT_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALENDAR_EVENT_RESPONSE_500_ERROR_VALUES!r}")
