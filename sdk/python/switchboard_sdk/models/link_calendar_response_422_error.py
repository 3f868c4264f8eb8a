from typing import Literal

LinkCalendarResponse422Error = Literal["idempotency_key_reused"]

LINK_CALENDAR_RESPONSE_422_ERROR_VALUES: set[LinkCalendarResponse422Error] = {
    "idempotency_key_reused",
}


def check_link_calendar_response_422_error(value: str) -> LinkCalendarResponse422Error:
    if value in LINK_CALENDAR_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LINK_CALENDAR_RESPONSE_422_ERROR_VALUES!r}")
