from typing import Literal

CreateCalendarEventResponse403Error = Literal["permission_denied"]

CREATE_CALENDAR_EVENT_RESPONSE_403_ERROR_VALUES: set[CreateCalendarEventResponse403Error] = {
    "permission_denied",
}


def check_create_calendar_event_response_403_error(value: str) -> CreateCalendarEventResponse403Error:
    if value in CREATE_CALENDAR_EVENT_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CALENDAR_EVENT_RESPONSE_403_ERROR_VALUES!r}")
