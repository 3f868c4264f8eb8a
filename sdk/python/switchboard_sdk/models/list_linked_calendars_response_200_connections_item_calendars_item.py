from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ListLinkedCalendarsResponse200ConnectionsItemCalendarsItem")


@_attrs_define
class ListLinkedCalendarsResponse200ConnectionsItemCalendarsItem:
    """
    Attributes:
        id (int):
        external_id (str):
        name (str):
        time_zone (str):
        primary (bool):
        busy_source (bool):
        write_target (bool):
    """

    id: int
    external_id: str
    name: str
    time_zone: str
    primary: bool
    busy_source: bool
    write_target: bool

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        external_id = self.external_id

        name = self.name

        time_zone = self.time_zone

        primary = self.primary

        busy_source = self.busy_source

        write_target = self.write_target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "external_id": external_id,
                "name": name,
                "time_zone": time_zone,
                "primary": primary,
                "busy_source": busy_source,
                "write_target": write_target,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        external_id = d.pop("external_id")

        name = d.pop("name")

        time_zone = d.pop("time_zone")

        primary = d.pop("primary")

        busy_source = d.pop("busy_source")

        write_target = d.pop("write_target")

        list_linked_calendars_response_200_connections_item_calendars_item = cls(
            id=id,
            external_id=external_id,
            name=name,
            time_zone=time_zone,
            primary=primary,
            busy_source=busy_source,
            write_target=write_target,
        )

        return list_linked_calendars_response_200_connections_item_calendars_item
