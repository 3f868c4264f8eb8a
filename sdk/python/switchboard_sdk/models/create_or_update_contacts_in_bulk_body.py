from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.create_or_update_contacts_in_bulk_body_match_on import (
    CreateOrUpdateContactsInBulkBodyMatchOn,
    check_create_or_update_contacts_in_bulk_body_match_on,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_or_update_contacts_in_bulk_body_contacts_item import (
        CreateOrUpdateContactsInBulkBodyContactsItem,
    )


T = TypeVar("T", bound="CreateOrUpdateContactsInBulkBody")


@_attrs_define
class CreateOrUpdateContactsInBulkBody:
    """
    Attributes:
        contacts (list[CreateOrUpdateContactsInBulkBodyContactsItem]):
        match_on (CreateOrUpdateContactsInBulkBodyMatchOn | Unset): How a row finds an existing contact: by its primary
            phone number (by its email, case-insensitive, when the row has no number), by email (case-insensitive), or never
            (every row creates). Default: 'phone'.
    """

    contacts: list[CreateOrUpdateContactsInBulkBodyContactsItem]
    match_on: CreateOrUpdateContactsInBulkBodyMatchOn | Unset = "phone"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        contacts = []
        for contacts_item_data in self.contacts:
            contacts_item = contacts_item_data.to_dict()
            contacts.append(contacts_item)

        match_on: str | Unset = UNSET
        if not isinstance(self.match_on, Unset):
            match_on = self.match_on

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "contacts": contacts,
            }
        )
        if match_on is not UNSET:
            field_dict["match_on"] = match_on

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_or_update_contacts_in_bulk_body_contacts_item import (
            CreateOrUpdateContactsInBulkBodyContactsItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        contacts = []
        _contacts = d.pop("contacts")
        for contacts_item_data in _contacts:
            contacts_item = CreateOrUpdateContactsInBulkBodyContactsItem.from_dict(contacts_item_data)

            contacts.append(contacts_item)

        _match_on = d.pop("match_on", UNSET)
        match_on: CreateOrUpdateContactsInBulkBodyMatchOn | Unset
        if isinstance(_match_on, Unset):
            match_on = UNSET
        else:
            match_on = check_create_or_update_contacts_in_bulk_body_match_on(_match_on)

        create_or_update_contacts_in_bulk_body = cls(
            contacts=contacts,
            match_on=match_on,
        )

        create_or_update_contacts_in_bulk_body.additional_properties = d
        return create_or_update_contacts_in_bulk_body

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
