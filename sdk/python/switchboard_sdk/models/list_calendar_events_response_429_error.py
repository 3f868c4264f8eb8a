from typing import Literal

ListCalendarEventsResponse429Error = Literal["rate_limited"]

LIST_CALENDAR_EVENTS_RESPONSE_429_ERROR_VALUES: set[ListCalendarEventsResponse429Error] = {
    "rate_limited",
}


def check_list_calendar_events_response_429_error(value: str) -> ListCalendarEventsResponse429Error:
    if value in LIST_CALENDAR_EVENTS_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CALENDAR_EVENTS_RESPONSE_429_ERROR_VALUES!r}")
