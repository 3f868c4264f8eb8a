from typing import Literal

LinkCalendarResponse500Error = Literal["server_error"]

LINK_CALENDAR_RESPONSE_500_ERROR_VALUES: set[LinkCalendarResponse500Error] = {
    "server_error",
}


def check_link_calendar_response_500_error(value: str) -> LinkCalendarResponse500Error:
    if value in LINK_CALENDAR_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LINK_CALENDAR_RESPONSE_500_ERROR_VALUES!r}")
