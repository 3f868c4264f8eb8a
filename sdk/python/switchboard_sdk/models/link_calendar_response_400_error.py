from typing import Literal

LinkCalendarResponse400Error = Literal[
    "calendar_connection_failed",
    "calendar_provider_not_configured",
    "invalid_json",
    "missing_parameter",
    "validation_error",
]

LINK_CALENDAR_RESPONSE_400_ERROR_VALUES: set[LinkCalendarResponse400Error] = {
    "calendar_connection_failed",
    "calendar_provider_not_configured",
    "invalid_json",
    "missing_parameter",
    "validation_error",
}


def check_link_calendar_response_400_error(value: str) -> LinkCalendarResponse400Error:
    if value in LINK_CALENDAR_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LINK_CALENDAR_RESPONSE_400_ERROR_VALUES!r}")
