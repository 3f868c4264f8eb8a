from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.free_time_slots_response_200_blocked_item_by_item_type_0_kind import (
    FreeTimeSlotsResponse200BlockedItemByItemType0Kind,
    check_free_time_slots_response_200_blocked_item_by_item_type_0_kind,
)
from ..models.free_time_slots_response_200_blocked_item_by_item_type_0_source import (
    FreeTimeSlotsResponse200BlockedItemByItemType0Source,
    check_free_time_slots_response_200_blocked_item_by_item_type_0_source,
)

T = TypeVar("T", bound="FreeTimeSlotsResponse200BlockedItemByItemType0")


@_attrs_define
class FreeTimeSlotsResponse200BlockedItemByItemType0:
    """
    Attributes:
        source (FreeTimeSlotsResponse200BlockedItemByItemType0Source):
        calendar (str):
        kind (FreeTimeSlotsResponse200BlockedItemByItemType0Kind):
    """

    source: FreeTimeSlotsResponse200BlockedItemByItemType0Source
    calendar: str
    kind: FreeTimeSlotsResponse200BlockedItemByItemType0Kind

    def to_dict(self) -> dict[str, Any]:
        source: str = self.source

        calendar = self.calendar

        kind: str = self.kind

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "source": source,
                "calendar": calendar,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        source = check_free_time_slots_response_200_blocked_item_by_item_type_0_source(d.pop("source"))

        calendar = d.pop("calendar")

        kind = check_free_time_slots_response_200_blocked_item_by_item_type_0_kind(d.pop("kind"))

        free_time_slots_response_200_blocked_item_by_item_type_0 = cls(
            source=source,
            calendar=calendar,
            kind=kind,
        )

        return free_time_slots_response_200_blocked_item_by_item_type_0
