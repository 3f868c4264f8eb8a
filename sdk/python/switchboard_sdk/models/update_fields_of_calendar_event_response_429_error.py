from typing import Literal

UpdateFieldsOfCalendarEventResponse429Error = Literal["rate_limited"]

UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_429_ERROR_VALUES: set[UpdateFieldsOfCalendarEventResponse429Error] = {
    "rate_limited",
}


def check_update_fields_of_calendar_event_response_429_error(value: str) -> UpdateFieldsOfCalendarEventResponse429Error:
    if value in UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_429_ERROR_VALUES!r}"
    )
