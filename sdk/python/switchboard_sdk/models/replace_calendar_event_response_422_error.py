from typing import Literal

ReplaceCalendarEventResponse422Error = Literal["idempotency_key_reused"]

REPLACE_CALENDAR_EVENT_RESPONSE_422_ERROR_VALUES: set[ReplaceCalendarEventResponse422Error] = {
    "idempotency_key_reused",
}


def check_replace_calendar_event_response_422_error(value: str) -> ReplaceCalendarEventResponse422Error:
    if value in REPLACE_CALENDAR_EVENT_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLACE_CALENDAR_EVENT_RESPONSE_422_ERROR_VALUES!r}")
