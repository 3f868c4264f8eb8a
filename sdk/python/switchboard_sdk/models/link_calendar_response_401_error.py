from typing import Literal

LinkCalendarResponse401Error = Literal["authentication_required", "invalid_key"]

LINK_CALENDAR_RESPONSE_401_ERROR_VALUES: set[LinkCalendarResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_link_calendar_response_401_error(value: str) -> LinkCalendarResponse401Error:
    if value in LINK_CALENDAR_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LINK_CALENDAR_RESPONSE_401_ERROR_VALUES!r}")
