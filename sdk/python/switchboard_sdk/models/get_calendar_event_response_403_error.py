from typing import Literal

GetCalendarEventResponse403Error = Literal["permission_denied"]

GET_CALENDAR_EVENT_RESPONSE_403_ERROR_VALUES: set[GetCalendarEventResponse403Error] = {
    "permission_denied",
}


def check_get_calendar_event_response_403_error(value: str) -> GetCalendarEventResponse403Error:
    if value in GET_CALENDAR_EVENT_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALENDAR_EVENT_RESPONSE_403_ERROR_VALUES!r}")
