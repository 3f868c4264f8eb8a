from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FreeTimeSlotsResponse200BlockedItemByItemType1")


@_attrs_define
class FreeTimeSlotsResponse200BlockedItemByItemType1:
    """
    Attributes:
        source (Literal['event']):
        event_id (int):
    """

    source: Literal["event"]
    event_id: int

    def to_dict(self) -> dict[str, Any]:
        source = self.source

        event_id = self.event_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "source": source,
                "event_id": event_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        source = cast(Literal["event"], d.pop("source"))
        if source != "event":
            raise ValueError(f"source must match const 'event', got '{source}'")

        event_id = d.pop("event_id")

        free_time_slots_response_200_blocked_item_by_item_type_1 = cls(
            source=source,
            event_id=event_id,
        )

        return free_time_slots_response_200_blocked_item_by_item_type_1
