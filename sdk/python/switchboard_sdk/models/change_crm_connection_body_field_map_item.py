from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ChangeCrmConnectionBodyFieldMapItem")


@_attrs_define
class ChangeCrmConnectionBodyFieldMapItem:
    """
    Attributes:
        crm_field (str): the CRM's field name (HighLevel `firstName`, `custom.<field id>`; HubSpot property names)
        contact_field (str): a contact field (`first_name`, `email`, …), `phone_numbers`, `tags`, or `context.<variable
            name>`
    """

    crm_field: str
    contact_field: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        crm_field = self.crm_field

        contact_field = self.contact_field

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "crm_field": crm_field,
                "contact_field": contact_field,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        crm_field = d.pop("crm_field")

        contact_field = d.pop("contact_field")

        change_crm_connection_body_field_map_item = cls(
            crm_field=crm_field,
            contact_field=contact_field,
        )

        change_crm_connection_body_field_map_item.additional_properties = d
        return change_crm_connection_body_field_map_item

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
