from typing import Literal

CreateCalendarEventResponse503Error = Literal["service_unavailable"]

CREATE_CALENDAR_EVENT_RESPONSE_503_ERROR_VALUES: set[CreateCalendarEventResponse503Error] = {
    "service_unavailable",
}


def check_create_calendar_event_response_503_error(value: str) -> CreateCalendarEventResponse503Error:
    if value in CREATE_CALENDAR_EVENT_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CALENDAR_EVENT_RESPONSE_503_ERROR_VALUES!r}")
