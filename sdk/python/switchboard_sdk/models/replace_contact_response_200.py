from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ReplaceContactResponse200")


@_attrs_define
class ReplaceContactResponse200:
    """
    Attributes:
        id (int):
        first_name (str):
        last_name (None | str):
        full_name (str):
        email (None | str):
        message (str):
        ignored_fields (list[str] | Unset): Body fields the API does not know and ignored (`phone_numbers.0.primry`
            inside an entry); present only when there are some.
    """

    id: int
    first_name: str
    last_name: None | str
    full_name: str
    email: None | str
    message: str
    ignored_fields: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        first_name = self.first_name

        last_name: None | str
        last_name = self.last_name

        full_name = self.full_name

        email: None | str
        email = self.email

        message = self.message

        ignored_fields: list[str] | Unset = UNSET
        if not isinstance(self.ignored_fields, Unset):
            ignored_fields = self.ignored_fields

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "first_name": first_name,
                "last_name": last_name,
                "full_name": full_name,
                "email": email,
                "message": message,
            }
        )
        if ignored_fields is not UNSET:
            field_dict["ignored_fields"] = ignored_fields

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        first_name = d.pop("first_name")

        def _parse_last_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_name = _parse_last_name(d.pop("last_name"))

        full_name = d.pop("full_name")

        def _parse_email(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        email = _parse_email(d.pop("email"))

        message = d.pop("message")

        ignored_fields = cast(list[str], d.pop("ignored_fields", UNSET))

        replace_contact_response_200 = cls(
            id=id,
            first_name=first_name,
            last_name=last_name,
            full_name=full_name,
            email=email,
            message=message,
            ignored_fields=ignored_fields,
        )

        return replace_contact_response_200
