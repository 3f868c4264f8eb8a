from typing import Literal

UpdateFieldsOfCalendarEventResponse200AvailabilitySource = Literal["cache", "live"]

UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_200_AVAILABILITY_SOURCE_VALUES: set[
    UpdateFieldsOfCalendarEventResponse200AvailabilitySource
] = {
    "cache",
    "live",
}


def check_update_fields_of_calendar_event_response_200_availability_source(
    value: str,
) -> UpdateFieldsOfCalendarEventResponse200AvailabilitySource:
    if value in UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_200_AVAILABILITY_SOURCE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_200_AVAILABILITY_SOURCE_VALUES!r}"
    )
