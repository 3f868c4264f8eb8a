from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetCalendarEventResponse200Customer")


@_attrs_define
class GetCalendarEventResponse200Customer:
    """
    Attributes:
        name (str):
        email (str):
        phone (str):
        notes (str):
    """

    name: str
    email: str
    phone: str
    notes: str

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        email = self.email

        phone = self.phone

        notes = self.notes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "email": email,
                "phone": phone,
                "notes": notes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        email = d.pop("email")

        phone = d.pop("phone")

        notes = d.pop("notes")

        get_calendar_event_response_200_customer = cls(
            name=name,
            email=email,
            phone=phone,
            notes=notes,
        )

        return get_calendar_event_response_200_customer
