from typing import Literal

LinkCalendarResponse409Error = Literal["idempotency_key_in_use"]

LINK_CALENDAR_RESPONSE_409_ERROR_VALUES: set[LinkCalendarResponse409Error] = {
    "idempotency_key_in_use",
}


def check_link_calendar_response_409_error(value: str) -> LinkCalendarResponse409Error:
    if value in LINK_CALENDAR_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LINK_CALENDAR_RESPONSE_409_ERROR_VALUES!r}")
