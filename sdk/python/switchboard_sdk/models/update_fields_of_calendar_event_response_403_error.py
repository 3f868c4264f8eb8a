from typing import Literal

UpdateFieldsOfCalendarEventResponse403Error = Literal["permission_denied"]

UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_403_ERROR_VALUES: set[UpdateFieldsOfCalendarEventResponse403Error] = {
    "permission_denied",
}


def check_update_fields_of_calendar_event_response_403_error(value: str) -> UpdateFieldsOfCalendarEventResponse403Error:
    if value in UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_403_ERROR_VALUES!r}"
    )
