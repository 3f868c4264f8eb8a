from typing import Literal

UpdateFieldsOfCalendarEventResponse401Error = Literal["authentication_required", "invalid_key"]

UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_401_ERROR_VALUES: set[UpdateFieldsOfCalendarEventResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_update_fields_of_calendar_event_response_401_error(value: str) -> UpdateFieldsOfCalendarEventResponse401Error:
    if value in UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_401_ERROR_VALUES!r}"
    )
