from typing import Literal

GetCalendarEventResponse401Error = Literal["authentication_required", "invalid_key"]

GET_CALENDAR_EVENT_RESPONSE_401_ERROR_VALUES: set[GetCalendarEventResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_get_calendar_event_response_401_error(value: str) -> GetCalendarEventResponse401Error:
    if value in GET_CALENDAR_EVENT_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALENDAR_EVENT_RESPONSE_401_ERROR_VALUES!r}")
