from typing import Literal

ReplaceCalendarEventResponse200AvailabilitySource = Literal["cache", "live"]

REPLACE_CALENDAR_EVENT_RESPONSE_200_AVAILABILITY_SOURCE_VALUES: set[
    ReplaceCalendarEventResponse200AvailabilitySource
] = {
    "cache",
    "live",
}


def check_replace_calendar_event_response_200_availability_source(
    value: str,
) -> ReplaceCalendarEventResponse200AvailabilitySource:
    if value in REPLACE_CALENDAR_EVENT_RESPONSE_200_AVAILABILITY_SOURCE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {REPLACE_CALENDAR_EVENT_RESPONSE_200_AVAILABILITY_SOURCE_VALUES!r}"
    )
