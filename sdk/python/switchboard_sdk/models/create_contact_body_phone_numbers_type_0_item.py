from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateContactBodyPhoneNumbersType0Item")


@_attrs_define
class CreateContactBodyPhoneNumbersType0Item:
    """
    Attributes:
        phone_number (str): A phone number in E.164 form (`+14155550123`), valid for its country by libphonenumber's
            metadata.
        id (int | Unset):
        phone_type (None | str | Unset):
        primary (bool | Unset):
        do_not_call (bool | Unset):
    """

    phone_number: str
    id: int | Unset = UNSET
    phone_type: None | str | Unset = UNSET
    primary: bool | Unset = UNSET
    do_not_call: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        phone_number = self.phone_number

        id = self.id

        phone_type: None | str | Unset
        if isinstance(self.phone_type, Unset):
            phone_type = UNSET
        else:
            phone_type = self.phone_type

        primary = self.primary

        do_not_call = self.do_not_call

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "phone_number": phone_number,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if phone_type is not UNSET:
            field_dict["phone_type"] = phone_type
        if primary is not UNSET:
            field_dict["primary"] = primary
        if do_not_call is not UNSET:
            field_dict["do_not_call"] = do_not_call

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        phone_number = d.pop("phone_number")

        id = d.pop("id", UNSET)

        def _parse_phone_type(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        phone_type = _parse_phone_type(d.pop("phone_type", UNSET))

        primary = d.pop("primary", UNSET)

        do_not_call = d.pop("do_not_call", UNSET)

        create_contact_body_phone_numbers_type_0_item = cls(
            phone_number=phone_number,
            id=id,
            phone_type=phone_type,
            primary=primary,
            do_not_call=do_not_call,
        )

        create_contact_body_phone_numbers_type_0_item.additional_properties = d
        return create_contact_body_phone_numbers_type_0_item

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
