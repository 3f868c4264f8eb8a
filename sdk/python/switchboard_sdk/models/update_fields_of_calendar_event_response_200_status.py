from typing import Literal

UpdateFieldsOfCalendarEventResponse200Status = Literal["cancelled", "completed", "confirmed", "no_show", "scheduled"]

UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_200_STATUS_VALUES: set[UpdateFieldsOfCalendarEventResponse200Status] = {
    "cancelled",
    "completed",
    "confirmed",
    "no_show",
    "scheduled",
}


def check_update_fields_of_calendar_event_response_200_status(
    value: str,
) -> UpdateFieldsOfCalendarEventResponse200Status:
    if value in UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_200_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_200_STATUS_VALUES!r}"
    )
