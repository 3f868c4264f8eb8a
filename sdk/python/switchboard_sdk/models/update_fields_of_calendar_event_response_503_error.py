from typing import Literal

UpdateFieldsOfCalendarEventResponse503Error = Literal["service_unavailable"]

UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_503_ERROR_VALUES: set[UpdateFieldsOfCalendarEventResponse503Error] = {
    "service_unavailable",
}


def check_update_fields_of_calendar_event_response_503_error(value: str) -> UpdateFieldsOfCalendarEventResponse503Error:
    if value in UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_503_ERROR_VALUES!r}"
    )
