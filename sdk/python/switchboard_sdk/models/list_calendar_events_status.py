from typing import Literal

ListCalendarEventsStatus = Literal["cancelled", "completed", "confirmed", "no_show", "scheduled"]

LIST_CALENDAR_EVENTS_STATUS_VALUES: set[ListCalendarEventsStatus] = {
    "cancelled",
    "completed",
    "confirmed",
    "no_show",
    "scheduled",
}


def check_list_calendar_events_status(value: str) -> ListCalendarEventsStatus:
    if value in LIST_CALENDAR_EVENTS_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CALENDAR_EVENTS_STATUS_VALUES!r}")
