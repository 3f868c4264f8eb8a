from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.free_time_slots_response_200_available_slots_item import FreeTimeSlotsResponse200AvailableSlotsItem
    from ..models.free_time_slots_response_200_blocked_item import FreeTimeSlotsResponse200BlockedItem
    from ..models.free_time_slots_response_200_calendars_item import FreeTimeSlotsResponse200CalendarsItem


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
        calendars (list[FreeTimeSlotsResponse200CalendarsItem]): the person's linked calendars whose busy time the
            answer subtracts (empty when none is linked)
        blocked (list[FreeTimeSlotsResponse200BlockedItem] | Unset): with explain=true: each candidate slot refused,
            with what refused it
    """

    user_id: int
    start_date: str
    end_date: str
    duration_minutes: int
    available_slots: list[FreeTimeSlotsResponse200AvailableSlotsItem]
    count: int
    calendars: list[FreeTimeSlotsResponse200CalendarsItem]
    blocked: list[FreeTimeSlotsResponse200BlockedItem] | Unset = UNSET

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

        calendars = []
        for calendars_item_data in self.calendars:
            calendars_item = calendars_item_data.to_dict()
            calendars.append(calendars_item)

        blocked: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.blocked, Unset):
            blocked = []
            for blocked_item_data in self.blocked:
                blocked_item = blocked_item_data.to_dict()
                blocked.append(blocked_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "user_id": user_id,
                "start_date": start_date,
                "end_date": end_date,
                "duration_minutes": duration_minutes,
                "available_slots": available_slots,
                "count": count,
                "calendars": calendars,
            }
        )
        if blocked is not UNSET:
            field_dict["blocked"] = blocked

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.free_time_slots_response_200_available_slots_item import (
            FreeTimeSlotsResponse200AvailableSlotsItem,  # noqa: PLC0415
        )
        from ..models.free_time_slots_response_200_blocked_item import (
            FreeTimeSlotsResponse200BlockedItem,  # noqa: PLC0415
        )
        from ..models.free_time_slots_response_200_calendars_item import (
            FreeTimeSlotsResponse200CalendarsItem,  # noqa: PLC0415
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

        calendars = []
        _calendars = d.pop("calendars")
        for calendars_item_data in _calendars:
            calendars_item = FreeTimeSlotsResponse200CalendarsItem.from_dict(calendars_item_data)

            calendars.append(calendars_item)

        _blocked = d.pop("blocked", UNSET)
        blocked: list[FreeTimeSlotsResponse200BlockedItem] | Unset = UNSET
        if _blocked is not UNSET:
            blocked = []
            for blocked_item_data in _blocked:
                blocked_item = FreeTimeSlotsResponse200BlockedItem.from_dict(blocked_item_data)

                blocked.append(blocked_item)

        free_time_slots_response_200 = cls(
            user_id=user_id,
            start_date=start_date,
            end_date=end_date,
            duration_minutes=duration_minutes,
            available_slots=available_slots,
            count=count,
            calendars=calendars,
            blocked=blocked,
        )

        return free_time_slots_response_200
