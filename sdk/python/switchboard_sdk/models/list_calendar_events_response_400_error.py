from typing import Literal

ListCalendarEventsResponse400Error = Literal["invalid_parameter", "validation_error"]

LIST_CALENDAR_EVENTS_RESPONSE_400_ERROR_VALUES: set[ListCalendarEventsResponse400Error] = {
    "invalid_parameter",
    "validation_error",
}


def check_list_calendar_events_response_400_error(value: str) -> ListCalendarEventsResponse400Error:
    if value in LIST_CALENDAR_EVENTS_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CALENDAR_EVENTS_RESPONSE_400_ERROR_VALUES!r}")
