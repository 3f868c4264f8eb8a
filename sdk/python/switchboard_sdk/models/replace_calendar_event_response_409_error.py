from typing import Literal

ReplaceCalendarEventResponse409Error = Literal["idempotency_key_in_use", "slot_unavailable"]

REPLACE_CALENDAR_EVENT_RESPONSE_409_ERROR_VALUES: set[ReplaceCalendarEventResponse409Error] = {
    "idempotency_key_in_use",
    "slot_unavailable",
}


def check_replace_calendar_event_response_409_error(value: str) -> ReplaceCalendarEventResponse409Error:
    if value in REPLACE_CALENDAR_EVENT_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLACE_CALENDAR_EVENT_RESPONSE_409_ERROR_VALUES!r}")
