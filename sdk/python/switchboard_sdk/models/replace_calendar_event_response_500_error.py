from typing import Literal

ReplaceCalendarEventResponse500Error = Literal["server_error"]

REPLACE_CALENDAR_EVENT_RESPONSE_500_ERROR_VALUES: set[ReplaceCalendarEventResponse500Error] = {
    "server_error",
}


def check_replace_calendar_event_response_500_error(value: str) -> ReplaceCalendarEventResponse500Error:
    if value in REPLACE_CALENDAR_EVENT_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLACE_CALENDAR_EVENT_RESPONSE_500_ERROR_VALUES!r}")
