from typing import Literal

UpdateFieldsOfCalendarEventResponse413Error = Literal["payload_too_large"]

UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_413_ERROR_VALUES: set[UpdateFieldsOfCalendarEventResponse413Error] = {
    "payload_too_large",
}


def check_update_fields_of_calendar_event_response_413_error(value: str) -> UpdateFieldsOfCalendarEventResponse413Error:
    if value in UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_413_ERROR_VALUES!r}"
    )
