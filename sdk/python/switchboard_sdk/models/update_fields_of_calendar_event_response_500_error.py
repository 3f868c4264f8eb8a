from typing import Literal

UpdateFieldsOfCalendarEventResponse500Error = Literal["server_error"]

UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_500_ERROR_VALUES: set[UpdateFieldsOfCalendarEventResponse500Error] = {
    "server_error",
}


def check_update_fields_of_calendar_event_response_500_error(value: str) -> UpdateFieldsOfCalendarEventResponse500Error:
    if value in UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_500_ERROR_VALUES!r}"
    )
