from typing import Literal

GetCalendarEventResponse400Error = Literal["validation_error"]

GET_CALENDAR_EVENT_RESPONSE_400_ERROR_VALUES: set[GetCalendarEventResponse400Error] = {
    "validation_error",
}


def check_get_calendar_event_response_400_error(value: str) -> GetCalendarEventResponse400Error:
    if value in GET_CALENDAR_EVENT_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALENDAR_EVENT_RESPONSE_400_ERROR_VALUES!r}")
