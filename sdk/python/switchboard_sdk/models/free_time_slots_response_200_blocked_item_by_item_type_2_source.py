from typing import Literal

FreeTimeSlotsResponse200BlockedItemByItemType2Source = Literal["buffer", "business_hours", "minimum_notice", "schedule"]

FREE_TIME_SLOTS_RESPONSE_200_BLOCKED_ITEM_BY_ITEM_TYPE_2_SOURCE_VALUES: set[
    FreeTimeSlotsResponse200BlockedItemByItemType2Source
] = {
    "buffer",
    "business_hours",
    "minimum_notice",
    "schedule",
}


def check_free_time_slots_response_200_blocked_item_by_item_type_2_source(
    value: str,
) -> FreeTimeSlotsResponse200BlockedItemByItemType2Source:
    if value in FREE_TIME_SLOTS_RESPONSE_200_BLOCKED_ITEM_BY_ITEM_TYPE_2_SOURCE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {FREE_TIME_SLOTS_RESPONSE_200_BLOCKED_ITEM_BY_ITEM_TYPE_2_SOURCE_VALUES!r}"
    )
