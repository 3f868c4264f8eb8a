from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.free_time_slots_response_200_available_slots_item import FreeTimeSlotsResponse200AvailableSlotsItem


T = TypeVar("T", bound="FreeTimeSlotsResponse200")


@_attrs_define
class FreeTimeSlotsResponse200:
    """
    Attributes:
        user_id (int):
        start_date (str):
        end_date (str):
        duration_minutes (int):
        available_slots (list[FreeTimeSlotsResponse200AvailableSlotsItem]):
        count (int):
    """

    user_id: int
    start_date: str
    end_date: str
    duration_minutes: int
    available_slots: list[FreeTimeSlotsResponse200AvailableSlotsItem]
    count: int

    def to_dict(self) -> dict[str, Any]:
        user_id = self.user_id

        start_date = self.start_date

        end_date = self.end_date

        duration_minutes = self.duration_minutes

        available_slots = []
        for available_slots_item_data in self.available_slots:
            available_slots_item = available_slots_item_data.to_dict()
            available_slots.append(available_slots_item)

        count = self.count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "user_id": user_id,
                "start_date": start_date,
                "end_date": end_date,
                "duration_minutes": duration_minutes,
                "available_slots": available_slots,
                "count": count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.free_time_slots_response_200_available_slots_item import (
            FreeTimeSlotsResponse200AvailableSlotsItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        user_id = d.pop("user_id")

        start_date = d.pop("start_date")

        end_date = d.pop("end_date")

        duration_minutes = d.pop("duration_minutes")

        available_slots = []
        _available_slots = d.pop("available_slots")
        for available_slots_item_data in _available_slots:
            available_slots_item = FreeTimeSlotsResponse200AvailableSlotsItem.from_dict(available_slots_item_data)

            available_slots.append(available_slots_item)

        count = d.pop("count")

        free_time_slots_response_200 = cls(
            user_id=user_id,
            start_date=start_date,
            end_date=end_date,
            duration_minutes=duration_minutes,
            available_slots=available_slots,
            count=count,
        )

        return free_time_slots_response_200
