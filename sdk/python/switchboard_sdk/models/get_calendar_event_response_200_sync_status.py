from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_calendar_event_response_200_sync_status_additional_property import (
    GetCalendarEventResponse200SyncStatusAdditionalProperty,
    check_get_calendar_event_response_200_sync_status_additional_property,
)

T = TypeVar("T", bound="GetCalendarEventResponse200SyncStatus")


@_attrs_define
class GetCalendarEventResponse200SyncStatus:
    """where each write to a linked calendar stands, by provider"""

    additional_properties: dict[str, GetCalendarEventResponse200SyncStatusAdditionalProperty] = _attrs_field(
        init=False, factory=dict
    )

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        get_calendar_event_response_200_sync_status = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = check_get_calendar_event_response_200_sync_status_additional_property(prop_dict)

            additional_properties[prop_name] = additional_property

        get_calendar_event_response_200_sync_status.additional_properties = additional_properties
        return get_calendar_event_response_200_sync_status

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> GetCalendarEventResponse200SyncStatusAdditionalProperty:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: GetCalendarEventResponse200SyncStatusAdditionalProperty) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
