from typing import Literal

FreeTimeSlotsResponse200BlockedItemByItemType0Kind = Literal["busy", "connection_failing"]

FREE_TIME_SLOTS_RESPONSE_200_BLOCKED_ITEM_BY_ITEM_TYPE_0_KIND_VALUES: set[
    FreeTimeSlotsResponse200BlockedItemByItemType0Kind
] = {
    "busy",
    "connection_failing",
}


def check_free_time_slots_response_200_blocked_item_by_item_type_0_kind(
    value: str,
) -> FreeTimeSlotsResponse200BlockedItemByItemType0Kind:
    if value in FREE_TIME_SLOTS_RESPONSE_200_BLOCKED_ITEM_BY_ITEM_TYPE_0_KIND_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {FREE_TIME_SLOTS_RESPONSE_200_BLOCKED_ITEM_BY_ITEM_TYPE_0_KIND_VALUES!r}"
    )
