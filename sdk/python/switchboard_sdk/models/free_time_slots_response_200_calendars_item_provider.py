from typing import Literal

FreeTimeSlotsResponse200CalendarsItemProvider = Literal["caldav", "gohighlevel", "google", "outlook"]

FREE_TIME_SLOTS_RESPONSE_200_CALENDARS_ITEM_PROVIDER_VALUES: set[FreeTimeSlotsResponse200CalendarsItemProvider] = {
    "caldav",
    "gohighlevel",
    "google",
    "outlook",
}


def check_free_time_slots_response_200_calendars_item_provider(
    value: str,
) -> FreeTimeSlotsResponse200CalendarsItemProvider:
    if value in FREE_TIME_SLOTS_RESPONSE_200_CALENDARS_ITEM_PROVIDER_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {FREE_TIME_SLOTS_RESPONSE_200_CALENDARS_ITEM_PROVIDER_VALUES!r}"
    )
