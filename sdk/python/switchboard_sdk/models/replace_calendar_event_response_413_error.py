from typing import Literal

ReplaceCalendarEventResponse413Error = Literal["payload_too_large"]

REPLACE_CALENDAR_EVENT_RESPONSE_413_ERROR_VALUES: set[ReplaceCalendarEventResponse413Error] = {
    "payload_too_large",
}


def check_replace_calendar_event_response_413_error(value: str) -> ReplaceCalendarEventResponse413Error:
    if value in REPLACE_CALENDAR_EVENT_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLACE_CALENDAR_EVENT_RESPONSE_413_ERROR_VALUES!r}")
