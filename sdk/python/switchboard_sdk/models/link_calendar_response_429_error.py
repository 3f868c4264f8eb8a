from typing import Literal

LinkCalendarResponse429Error = Literal["rate_limited"]

LINK_CALENDAR_RESPONSE_429_ERROR_VALUES: set[LinkCalendarResponse429Error] = {
    "rate_limited",
}


def check_link_calendar_response_429_error(value: str) -> LinkCalendarResponse429Error:
    if value in LINK_CALENDAR_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LINK_CALENDAR_RESPONSE_429_ERROR_VALUES!r}")
