from typing import Literal

LinkCalendarResponse413Error = Literal["payload_too_large"]

LINK_CALENDAR_RESPONSE_413_ERROR_VALUES: set[LinkCalendarResponse413Error] = {
    "payload_too_large",
}


def check_link_calendar_response_413_error(value: str) -> LinkCalendarResponse413Error:
    if value in LINK_CALENDAR_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LINK_CALENDAR_RESPONSE_413_ERROR_VALUES!r}")
