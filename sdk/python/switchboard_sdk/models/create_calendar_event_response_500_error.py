from typing import Literal

CreateCalendarEventResponse500Error = Literal["server_error"]

CREATE_CALENDAR_EVENT_RESPONSE_500_ERROR_VALUES: set[CreateCalendarEventResponse500Error] = {
    "server_error",
}


def check_create_calendar_event_response_500_error(value: str) -> CreateCalendarEventResponse500Error:
    if value in CREATE_CALENDAR_EVENT_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CALENDAR_EVENT_RESPONSE_500_ERROR_VALUES!r}")
