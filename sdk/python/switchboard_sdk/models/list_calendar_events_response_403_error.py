from typing import Literal

ListCalendarEventsResponse403Error = Literal["permission_denied"]

LIST_CALENDAR_EVENTS_RESPONSE_403_ERROR_VALUES: set[ListCalendarEventsResponse403Error] = {
    "permission_denied",
}


def check_list_calendar_events_response_403_error(value: str) -> ListCalendarEventsResponse403Error:
    if value in LIST_CALENDAR_EVENTS_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CALENDAR_EVENTS_RESPONSE_403_ERROR_VALUES!r}")
