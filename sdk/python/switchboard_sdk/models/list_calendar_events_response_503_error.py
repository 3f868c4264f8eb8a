from typing import Literal

ListCalendarEventsResponse503Error = Literal["service_unavailable"]

LIST_CALENDAR_EVENTS_RESPONSE_503_ERROR_VALUES: set[ListCalendarEventsResponse503Error] = {
    "service_unavailable",
}


def check_list_calendar_events_response_503_error(value: str) -> ListCalendarEventsResponse503Error:
    if value in LIST_CALENDAR_EVENTS_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CALENDAR_EVENTS_RESPONSE_503_ERROR_VALUES!r}")
