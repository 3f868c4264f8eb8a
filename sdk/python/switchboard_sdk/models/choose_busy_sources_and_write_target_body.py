from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.choose_busy_sources_and_write_target_body_calendars_item import (
        ChooseBusySourcesAndWriteTargetBodyCalendarsItem,
    )


T = TypeVar("T", bound="ChooseBusySourcesAndWriteTargetBody")


@_attrs_define
class ChooseBusySourcesAndWriteTargetBody:
    """
    Attributes:
        calendars (list[ChooseBusySourcesAndWriteTargetBodyCalendarsItem]):
    """

    calendars: list[ChooseBusySourcesAndWriteTargetBodyCalendarsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        calendars = []
        for calendars_item_data in self.calendars:
            calendars_item = calendars_item_data.to_dict()
            calendars.append(calendars_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "calendars": calendars,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choose_busy_sources_and_write_target_body_calendars_item import (
            ChooseBusySourcesAndWriteTargetBodyCalendarsItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        calendars = []
        _calendars = d.pop("calendars")
        for calendars_item_data in _calendars:
            calendars_item = ChooseBusySourcesAndWriteTargetBodyCalendarsItem.from_dict(calendars_item_data)

            calendars.append(calendars_item)

        choose_busy_sources_and_write_target_body = cls(
            calendars=calendars,
        )

        choose_busy_sources_and_write_target_body.additional_properties = d
        return choose_busy_sources_and_write_target_body

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
