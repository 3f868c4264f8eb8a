from typing import Literal

UpdateFieldsOfCalendarEventResponse409Error = Literal["idempotency_key_in_use", "slot_unavailable"]

UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_409_ERROR_VALUES: set[UpdateFieldsOfCalendarEventResponse409Error] = {
    "idempotency_key_in_use",
    "slot_unavailable",
}


def check_update_fields_of_calendar_event_response_409_error(value: str) -> UpdateFieldsOfCalendarEventResponse409Error:
    if value in UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_409_ERROR_VALUES!r}"
    )
