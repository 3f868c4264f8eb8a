from typing import Literal

ReplaceCalendarEventResponse503Error = Literal["service_unavailable"]

REPLACE_CALENDAR_EVENT_RESPONSE_503_ERROR_VALUES: set[ReplaceCalendarEventResponse503Error] = {
    "service_unavailable",
}


def check_replace_calendar_event_response_503_error(value: str) -> ReplaceCalendarEventResponse503Error:
    if value in REPLACE_CALENDAR_EVENT_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLACE_CALENDAR_EVENT_RESPONSE_503_ERROR_VALUES!r}")
