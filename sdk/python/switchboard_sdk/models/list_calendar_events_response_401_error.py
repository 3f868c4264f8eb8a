from typing import Literal

ListCalendarEventsResponse401Error = Literal["authentication_required", "invalid_key"]

LIST_CALENDAR_EVENTS_RESPONSE_401_ERROR_VALUES: set[ListCalendarEventsResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_list_calendar_events_response_401_error(value: str) -> ListCalendarEventsResponse401Error:
    if value in LIST_CALENDAR_EVENTS_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CALENDAR_EVENTS_RESPONSE_401_ERROR_VALUES!r}")
