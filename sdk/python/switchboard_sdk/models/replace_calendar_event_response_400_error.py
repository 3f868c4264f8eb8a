from typing import Literal

ReplaceCalendarEventResponse400Error = Literal[
    "invalid_datetime_format", "invalid_json", "invalid_time_range", "missing_parameter", "validation_error"
]

REPLACE_CALENDAR_EVENT_RESPONSE_400_ERROR_VALUES: set[ReplaceCalendarEventResponse400Error] = {
    "invalid_datetime_format",
    "invalid_json",
    "invalid_time_range",
    "missing_parameter",
    "validation_error",
}


def check_replace_calendar_event_response_400_error(value: str) -> ReplaceCalendarEventResponse400Error:
    if value in REPLACE_CALENDAR_EVENT_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLACE_CALENDAR_EVENT_RESPONSE_400_ERROR_VALUES!r}")
