from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ChangeCrmConnectionResponse200FieldMapItem")


@_attrs_define
class ChangeCrmConnectionResponse200FieldMapItem:
    """
    Attributes:
        crm_field (str): the CRM's field name (HighLevel `firstName`, `custom.<field id>`; HubSpot property names)
        contact_field (str): a contact field (`first_name`, `email`, …), `phone_numbers`, `tags`, or `context.<variable
            name>`
    """

    crm_field: str
    contact_field: str

    def to_dict(self) -> dict[str, Any]:
        crm_field = self.crm_field

        contact_field = self.contact_field

        field_dict: dict[str, Any] = {}

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

        change_crm_connection_response_200_field_map_item = cls(
            crm_field=crm_field,
            contact_field=contact_field,
        )

        return change_crm_connection_response_200_field_map_item
