from typing import Literal

CreateCalendarEventResponse409Error = Literal["idempotency_key_in_use", "slot_unavailable"]

CREATE_CALENDAR_EVENT_RESPONSE_409_ERROR_VALUES: set[CreateCalendarEventResponse409Error] = {
    "idempotency_key_in_use",
    "slot_unavailable",
}


def check_create_calendar_event_response_409_error(value: str) -> CreateCalendarEventResponse409Error:
    if value in CREATE_CALENDAR_EVENT_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CALENDAR_EVENT_RESPONSE_409_ERROR_VALUES!r}")
