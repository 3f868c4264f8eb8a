from typing import Literal

CreateCalendarEventResponse401Error = Literal["authentication_required", "invalid_key"]

CREATE_CALENDAR_EVENT_RESPONSE_401_ERROR_VALUES: set[CreateCalendarEventResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_create_calendar_event_response_401_error(value: str) -> CreateCalendarEventResponse401Error:
    if value in CREATE_CALENDAR_EVENT_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CALENDAR_EVENT_RESPONSE_401_ERROR_VALUES!r}")
