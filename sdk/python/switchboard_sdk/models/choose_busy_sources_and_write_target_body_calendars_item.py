from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ChooseBusySourcesAndWriteTargetBodyCalendarsItem")


@_attrs_define
class ChooseBusySourcesAndWriteTargetBodyCalendarsItem:
    """
    Attributes:
        id (int):
        busy_source (bool | Unset): this calendar's busy time blocks availability
        write_target (bool | Unset): Switchboard's events are written here (one per person: setting it clears the
            others)
    """

    id: int
    busy_source: bool | Unset = UNSET
    write_target: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        busy_source = self.busy_source

        write_target = self.write_target

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
            }
        )
        if busy_source is not UNSET:
            field_dict["busy_source"] = busy_source
        if write_target is not UNSET:
            field_dict["write_target"] = write_target

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        busy_source = d.pop("busy_source", UNSET)

        write_target = d.pop("write_target", UNSET)

        choose_busy_sources_and_write_target_body_calendars_item = cls(
            id=id,
            busy_source=busy_source,
            write_target=write_target,
        )

        choose_busy_sources_and_write_target_body_calendars_item.additional_properties = d
        return choose_busy_sources_and_write_target_body_calendars_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
