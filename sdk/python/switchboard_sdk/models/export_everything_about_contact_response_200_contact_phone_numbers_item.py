from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExportEverythingAboutContactResponse200ContactPhoneNumbersItem")


@_attrs_define
class ExportEverythingAboutContactResponse200ContactPhoneNumbersItem:
    """
    Attributes:
        id (int):
        phone_number (str):
        phone_type (None | str):
        primary (bool):
        do_not_call (bool):
    """

    id: int
    phone_number: str
    phone_type: None | str
    primary: bool
    do_not_call: bool

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        phone_number = self.phone_number

        phone_type: None | str
        phone_type = self.phone_type

        primary = self.primary

        do_not_call = self.do_not_call

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "phone_number": phone_number,
                "phone_type": phone_type,
                "primary": primary,
                "do_not_call": do_not_call,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        phone_number = d.pop("phone_number")

        def _parse_phone_type(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        phone_type = _parse_phone_type(d.pop("phone_type"))

        primary = d.pop("primary")

        do_not_call = d.pop("do_not_call")

        export_everything_about_contact_response_200_contact_phone_numbers_item = cls(
            id=id,
            phone_number=phone_number,
            phone_type=phone_type,
            primary=primary,
            do_not_call=do_not_call,
        )

        return export_everything_about_contact_response_200_contact_phone_numbers_item
