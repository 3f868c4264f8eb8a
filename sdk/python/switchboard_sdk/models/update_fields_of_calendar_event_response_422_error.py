from typing import Literal

UpdateFieldsOfCalendarEventResponse422Error = Literal["idempotency_key_reused"]

UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_422_ERROR_VALUES: set[UpdateFieldsOfCalendarEventResponse422Error] = {
    "idempotency_key_reused",
}


def check_update_fields_of_calendar_event_response_422_error(value: str) -> UpdateFieldsOfCalendarEventResponse422Error:
    if value in UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_422_ERROR_VALUES!r}"
    )
