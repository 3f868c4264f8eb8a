from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.free_time_slots_response_200_blocked_item_by_item_type_2_source import (
    FreeTimeSlotsResponse200BlockedItemByItemType2Source,
    check_free_time_slots_response_200_blocked_item_by_item_type_2_source,
)

T = TypeVar("T", bound="FreeTimeSlotsResponse200BlockedItemByItemType2")


@_attrs_define
class FreeTimeSlotsResponse200BlockedItemByItemType2:
    """
    Attributes:
        source (FreeTimeSlotsResponse200BlockedItemByItemType2Source):
    """

    source: FreeTimeSlotsResponse200BlockedItemByItemType2Source

    def to_dict(self) -> dict[str, Any]:
        source: str = self.source

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "source": source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        source = check_free_time_slots_response_200_blocked_item_by_item_type_2_source(d.pop("source"))

        free_time_slots_response_200_blocked_item_by_item_type_2 = cls(
            source=source,
        )

        return free_time_slots_response_200_blocked_item_by_item_type_2
