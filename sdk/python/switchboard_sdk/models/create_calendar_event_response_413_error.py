from typing import Literal

CreateCalendarEventResponse413Error = Literal["payload_too_large"]

CREATE_CALENDAR_EVENT_RESPONSE_413_ERROR_VALUES: set[CreateCalendarEventResponse413Error] = {
    "payload_too_large",
}


def check_create_calendar_event_response_413_error(value: str) -> CreateCalendarEventResponse413Error:
    if value in CREATE_CALENDAR_EVENT_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CALENDAR_EVENT_RESPONSE_413_ERROR_VALUES!r}")
