from typing import Literal

CreateCalendarEventResponse400Error = Literal[
    "invalid_datetime_format", "invalid_json", "invalid_time_range", "missing_parameter", "validation_error"
]

CREATE_CALENDAR_EVENT_RESPONSE_400_ERROR_VALUES: set[CreateCalendarEventResponse400Error] = {
    "invalid_datetime_format",
    "invalid_json",
    "invalid_time_range",
    "missing_parameter",
    "validation_error",
}


def check_create_calendar_event_response_400_error(value: str) -> CreateCalendarEventResponse400Error:
    if value in CREATE_CALENDAR_EVENT_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CALENDAR_EVENT_RESPONSE_400_ERROR_VALUES!r}")
