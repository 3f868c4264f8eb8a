from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ListContactsResponse200ContactsItemExternalIds")


@_attrs_define
class ListContactsResponse200ContactsItemExternalIds:
    """the contact's ids in the account's CRMs (docs/crm.md)

    Attributes:
        gohighlevel (str | Unset): the contact's id in the connected HighLevel location
        hubspot (str | Unset): the contact's id in the connected HubSpot account
    """

    gohighlevel: str | Unset = UNSET
    hubspot: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        gohighlevel = self.gohighlevel

        hubspot = self.hubspot

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if gohighlevel is not UNSET:
            field_dict["gohighlevel"] = gohighlevel
        if hubspot is not UNSET:
            field_dict["hubspot"] = hubspot

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        gohighlevel = d.pop("gohighlevel", UNSET)

        hubspot = d.pop("hubspot", UNSET)

        list_contacts_response_200_contacts_item_external_ids = cls(
            gohighlevel=gohighlevel,
            hubspot=hubspot,
        )

        return list_contacts_response_200_contacts_item_external_ids
