from typing import Literal

CreateCalendarEventResponse201AvailabilitySource = Literal["cache", "live"]

CREATE_CALENDAR_EVENT_RESPONSE_201_AVAILABILITY_SOURCE_VALUES: set[CreateCalendarEventResponse201AvailabilitySource] = {
    "cache",
    "live",
}


def check_create_calendar_event_response_201_availability_source(
    value: str,
) -> CreateCalendarEventResponse201AvailabilitySource:
    if value in CREATE_CALENDAR_EVENT_RESPONSE_201_AVAILABILITY_SOURCE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_CALENDAR_EVENT_RESPONSE_201_AVAILABILITY_SOURCE_VALUES!r}"
    )
