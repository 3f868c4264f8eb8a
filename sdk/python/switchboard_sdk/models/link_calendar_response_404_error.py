from typing import Literal

LinkCalendarResponse404Error = Literal["not_found"]

LINK_CALENDAR_RESPONSE_404_ERROR_VALUES: set[LinkCalendarResponse404Error] = {
    "not_found",
}


def check_link_calendar_response_404_error(value: str) -> LinkCalendarResponse404Error:
    if value in LINK_CALENDAR_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LINK_CALENDAR_RESPONSE_404_ERROR_VALUES!r}")
