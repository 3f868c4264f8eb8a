from typing import Literal

ReplaceCalendarEventResponse429Error = Literal["rate_limited"]

REPLACE_CALENDAR_EVENT_RESPONSE_429_ERROR_VALUES: set[ReplaceCalendarEventResponse429Error] = {
    "rate_limited",
}


def check_replace_calendar_event_response_429_error(value: str) -> ReplaceCalendarEventResponse429Error:
    if value in REPLACE_CALENDAR_EVENT_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLACE_CALENDAR_EVENT_RESPONSE_429_ERROR_VALUES!r}")
