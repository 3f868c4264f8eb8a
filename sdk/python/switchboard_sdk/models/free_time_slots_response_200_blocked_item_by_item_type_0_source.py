from typing import Literal

FreeTimeSlotsResponse200BlockedItemByItemType0Source = Literal["caldav", "gohighlevel", "google", "outlook"]

FREE_TIME_SLOTS_RESPONSE_200_BLOCKED_ITEM_BY_ITEM_TYPE_0_SOURCE_VALUES: set[
    FreeTimeSlotsResponse200BlockedItemByItemType0Source
] = {
    "caldav",
    "gohighlevel",
    "google",
    "outlook",
}


def check_free_time_slots_response_200_blocked_item_by_item_type_0_source(
    value: str,
) -> FreeTimeSlotsResponse200BlockedItemByItemType0Source:
    if value in FREE_TIME_SLOTS_RESPONSE_200_BLOCKED_ITEM_BY_ITEM_TYPE_0_SOURCE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {FREE_TIME_SLOTS_RESPONSE_200_BLOCKED_ITEM_BY_ITEM_TYPE_0_SOURCE_VALUES!r}"
    )
