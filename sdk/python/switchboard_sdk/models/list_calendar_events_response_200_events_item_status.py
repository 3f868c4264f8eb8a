from typing import Literal

ListCalendarEventsResponse200EventsItemStatus = Literal["cancelled", "completed", "confirmed", "no_show", "scheduled"]

LIST_CALENDAR_EVENTS_RESPONSE_200_EVENTS_ITEM_STATUS_VALUES: set[ListCalendarEventsResponse200EventsItemStatus] = {
    "cancelled",
    "completed",
    "confirmed",
    "no_show",
    "scheduled",
}


def check_list_calendar_events_response_200_events_item_status(
    value: str,
) -> ListCalendarEventsResponse200EventsItemStatus:
    if value in LIST_CALENDAR_EVENTS_RESPONSE_200_EVENTS_ITEM_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CALENDAR_EVENTS_RESPONSE_200_EVENTS_ITEM_STATUS_VALUES!r}"
    )
