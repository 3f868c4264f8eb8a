from typing import Literal

UpdateFieldsOfCalendarEventResponse400Error = Literal[
    "invalid_datetime_format", "invalid_json", "invalid_time_range", "validation_error"
]

UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_400_ERROR_VALUES: set[UpdateFieldsOfCalendarEventResponse400Error] = {
    "invalid_datetime_format",
    "invalid_json",
    "invalid_time_range",
    "validation_error",
}


def check_update_fields_of_calendar_event_response_400_error(value: str) -> UpdateFieldsOfCalendarEventResponse400Error:
    if value in UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_400_ERROR_VALUES!r}"
    )
