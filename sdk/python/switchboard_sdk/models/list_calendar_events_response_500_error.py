from typing import Literal

ListCalendarEventsResponse500Error = Literal["server_error"]

LIST_CALENDAR_EVENTS_RESPONSE_500_ERROR_VALUES: set[ListCalendarEventsResponse500Error] = {
    "server_error",
}


def check_list_calendar_events_response_500_error(value: str) -> ListCalendarEventsResponse500Error:
    if value in LIST_CALENDAR_EVENTS_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CALENDAR_EVENTS_RESPONSE_500_ERROR_VALUES!r}")
