from typing import Literal

ReplaceCalendarEventResponse200Status = Literal["cancelled", "completed", "confirmed", "no_show", "scheduled"]

REPLACE_CALENDAR_EVENT_RESPONSE_200_STATUS_VALUES: set[ReplaceCalendarEventResponse200Status] = {
    "cancelled",
    "completed",
    "confirmed",
    "no_show",
    "scheduled",
}


def check_replace_calendar_event_response_200_status(value: str) -> ReplaceCalendarEventResponse200Status:
    if value in REPLACE_CALENDAR_EVENT_RESPONSE_200_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {REPLACE_CALENDAR_EVENT_RESPONSE_200_STATUS_VALUES!r}"
    )
