from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.change_destination_policy_body_allowed_countries_item import (
    ChangeDestinationPolicyBodyAllowedCountriesItem,
    check_change_destination_policy_body_allowed_countries_item,
)
from ..models.change_destination_policy_body_blocked_number_types_item import (
    ChangeDestinationPolicyBodyBlockedNumberTypesItem,
    check_change_destination_policy_body_blocked_number_types_item,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ChangeDestinationPolicyBody")


@_attrs_define
class ChangeDestinationPolicyBody:
    """
    Attributes:
        allowed_countries (list[ChangeDestinationPolicyBodyAllowedCountriesItem] | Unset): the countries calls may go
            to; only among permitted_countries (others: 403 destination_policy_floor)
        blocked_number_types (list[ChangeDestinationPolicyBodyBlockedNumberTypesItem] | Unset): the number types
            refused; must keep every one of operator_blocked_number_types (else 403 destination_policy_floor)
    """

    allowed_countries: list[ChangeDestinationPolicyBodyAllowedCountriesItem] | Unset = UNSET
    blocked_number_types: list[ChangeDestinationPolicyBodyBlockedNumberTypesItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        allowed_countries: list[str] | Unset = UNSET
        if not isinstance(self.allowed_countries, Unset):
            allowed_countries = []
            for allowed_countries_item_data in self.allowed_countries:
                allowed_countries_item: str = allowed_countries_item_data
                allowed_countries.append(allowed_countries_item)

        blocked_number_types: list[str] | Unset = UNSET
        if not isinstance(self.blocked_number_types, Unset):
            blocked_number_types = []
            for blocked_number_types_item_data in self.blocked_number_types:
                blocked_number_types_item: str = blocked_number_types_item_data
                blocked_number_types.append(blocked_number_types_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if allowed_countries is not UNSET:
            field_dict["allowed_countries"] = allowed_countries
        if blocked_number_types is not UNSET:
            field_dict["blocked_number_types"] = blocked_number_types

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _allowed_countries = d.pop("allowed_countries", UNSET)
        allowed_countries: list[ChangeDestinationPolicyBodyAllowedCountriesItem] | Unset = UNSET
        if _allowed_countries is not UNSET:
            allowed_countries = []
            for allowed_countries_item_data in _allowed_countries:
                allowed_countries_item = check_change_destination_policy_body_allowed_countries_item(
                    allowed_countries_item_data
                )

                allowed_countries.append(allowed_countries_item)

        _blocked_number_types = d.pop("blocked_number_types", UNSET)
        blocked_number_types: list[ChangeDestinationPolicyBodyBlockedNumberTypesItem] | Unset = UNSET
        if _blocked_number_types is not UNSET:
            blocked_number_types = []
            for blocked_number_types_item_data in _blocked_number_types:
                blocked_number_types_item = check_change_destination_policy_body_blocked_number_types_item(
                    blocked_number_types_item_data
                )

                blocked_number_types.append(blocked_number_types_item)

        change_destination_policy_body = cls(
            allowed_countries=allowed_countries,
            blocked_number_types=blocked_number_types,
        )

        change_destination_policy_body.additional_properties = d
        return change_destination_policy_body

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
