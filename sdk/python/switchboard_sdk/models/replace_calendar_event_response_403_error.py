from typing import Literal

ReplaceCalendarEventResponse403Error = Literal["permission_denied"]

REPLACE_CALENDAR_EVENT_RESPONSE_403_ERROR_VALUES: set[ReplaceCalendarEventResponse403Error] = {
    "permission_denied",
}


def check_replace_calendar_event_response_403_error(value: str) -> ReplaceCalendarEventResponse403Error:
    if value in REPLACE_CALENDAR_EVENT_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLACE_CALENDAR_EVENT_RESPONSE_403_ERROR_VALUES!r}")
