from typing import Literal

GetCalendarEventResponse404Error = Literal["not_found"]

GET_CALENDAR_EVENT_RESPONSE_404_ERROR_VALUES: set[GetCalendarEventResponse404Error] = {
    "not_found",
}


def check_get_calendar_event_response_404_error(value: str) -> GetCalendarEventResponse404Error:
    if value in GET_CALENDAR_EVENT_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALENDAR_EVENT_RESPONSE_404_ERROR_VALUES!r}")
