from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.create_campaign_body_calling_hours_type_0_days_item import (
    CreateCampaignBodyCallingHoursType0DaysItem,
    check_create_campaign_body_calling_hours_type_0_days_item,
)

T = TypeVar("T", bound="CreateCampaignBodyCallingHoursType0")


@_attrs_define
class CreateCampaignBodyCallingHoursType0:
    """the hours calls may be placed, local to the callee; start and end must differ

    Attributes:
        start (str):
        end (str): an end before the start is a window over midnight
        days (list[CreateCampaignBodyCallingHoursType0DaysItem]):
    """

    start: str
    end: str
    days: list[CreateCampaignBodyCallingHoursType0DaysItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        start = self.start

        end = self.end

        days = []
        for days_item_data in self.days:
            days_item: str = days_item_data
            days.append(days_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "start": start,
                "end": end,
                "days": days,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        start = d.pop("start")

        end = d.pop("end")

        days = []
        _days = d.pop("days")
        for days_item_data in _days:
            days_item = check_create_campaign_body_calling_hours_type_0_days_item(days_item_data)

            days.append(days_item)

        create_campaign_body_calling_hours_type_0 = cls(
            start=start,
            end=end,
            days=days,
        )

        create_campaign_body_calling_hours_type_0.additional_properties = d
        return create_campaign_body_calling_hours_type_0

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
