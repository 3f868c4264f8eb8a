from typing import Literal

CreateCalendarEventResponse422Error = Literal["idempotency_key_reused"]

CREATE_CALENDAR_EVENT_RESPONSE_422_ERROR_VALUES: set[CreateCalendarEventResponse422Error] = {
    "idempotency_key_reused",
}


def check_create_calendar_event_response_422_error(value: str) -> CreateCalendarEventResponse422Error:
    if value in CREATE_CALENDAR_EVENT_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CALENDAR_EVENT_RESPONSE_422_ERROR_VALUES!r}")
