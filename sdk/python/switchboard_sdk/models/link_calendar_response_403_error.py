from typing import Literal

LinkCalendarResponse403Error = Literal["permission_denied"]

LINK_CALENDAR_RESPONSE_403_ERROR_VALUES: set[LinkCalendarResponse403Error] = {
    "permission_denied",
}


def check_link_calendar_response_403_error(value: str) -> LinkCalendarResponse403Error:
    if value in LINK_CALENDAR_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LINK_CALENDAR_RESPONSE_403_ERROR_VALUES!r}")
