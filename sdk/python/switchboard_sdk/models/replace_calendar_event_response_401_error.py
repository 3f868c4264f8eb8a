from typing import Literal

ReplaceCalendarEventResponse401Error = Literal["authentication_required", "invalid_key"]

REPLACE_CALENDAR_EVENT_RESPONSE_401_ERROR_VALUES: set[ReplaceCalendarEventResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_replace_calendar_event_response_401_error(value: str) -> ReplaceCalendarEventResponse401Error:
    if value in REPLACE_CALENDAR_EVENT_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLACE_CALENDAR_EVENT_RESPONSE_401_ERROR_VALUES!r}")
