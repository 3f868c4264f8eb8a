from typing import Literal

CreateCalendarEventResponse429Error = Literal["rate_limited"]

CREATE_CALENDAR_EVENT_RESPONSE_429_ERROR_VALUES: set[CreateCalendarEventResponse429Error] = {
    "rate_limited",
}


def check_create_calendar_event_response_429_error(value: str) -> CreateCalendarEventResponse429Error:
    if value in CREATE_CALENDAR_EVENT_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CALENDAR_EVENT_RESPONSE_429_ERROR_VALUES!r}")
