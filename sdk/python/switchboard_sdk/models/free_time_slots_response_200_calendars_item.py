from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.free_time_slots_response_200_calendars_item_provider import (
    FreeTimeSlotsResponse200CalendarsItemProvider,
    check_free_time_slots_response_200_calendars_item_provider,
)

T = TypeVar("T", bound="FreeTimeSlotsResponse200CalendarsItem")


@_attrs_define
class FreeTimeSlotsResponse200CalendarsItem:
    """
    Attributes:
        connection_id (int):
        provider (FreeTimeSlotsResponse200CalendarsItemProvider):
        synced_at (None | str):
        stale (bool): the last good sync is older than 15 minutes, or the connection is not active
    """

    connection_id: int
    provider: FreeTimeSlotsResponse200CalendarsItemProvider
    synced_at: None | str
    stale: bool

    def to_dict(self) -> dict[str, Any]:
        connection_id = self.connection_id

        provider: str = self.provider

        synced_at: None | str
        synced_at = self.synced_at

        stale = self.stale

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "connection_id": connection_id,
                "provider": provider,
                "synced_at": synced_at,
                "stale": stale,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        connection_id = d.pop("connection_id")

        provider = check_free_time_slots_response_200_calendars_item_provider(d.pop("provider"))

        def _parse_synced_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        synced_at = _parse_synced_at(d.pop("synced_at"))

        stale = d.pop("stale")

        free_time_slots_response_200_calendars_item = cls(
            connection_id=connection_id,
            provider=provider,
            synced_at=synced_at,
            stale=stale,
        )

        return free_time_slots_response_200_calendars_item
