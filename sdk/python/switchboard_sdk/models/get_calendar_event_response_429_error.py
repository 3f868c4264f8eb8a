from typing import Literal

GetCalendarEventResponse429Error = Literal["rate_limited"]

GET_CALENDAR_EVENT_RESPONSE_429_ERROR_VALUES: set[GetCalendarEventResponse429Error] = {
    "rate_limited",
}


def check_get_calendar_event_response_429_error(value: str) -> GetCalendarEventResponse429Error:
    if value in GET_CALENDAR_EVENT_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALENDAR_EVENT_RESPONSE_429_ERROR_VALUES!r}")
