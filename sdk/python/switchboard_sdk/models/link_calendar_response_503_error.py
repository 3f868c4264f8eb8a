from typing import Literal

LinkCalendarResponse503Error = Literal["service_unavailable"]

LINK_CALENDAR_RESPONSE_503_ERROR_VALUES: set[LinkCalendarResponse503Error] = {
    "service_unavailable",
}


def check_link_calendar_response_503_error(value: str) -> LinkCalendarResponse503Error:
    if value in LINK_CALENDAR_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LINK_CALENDAR_RESPONSE_503_ERROR_VALUES!r}")
