from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ListCalendarEventsResponse200EventsItemCustomer")


@_attrs_define
class ListCalendarEventsResponse200EventsItemCustomer:
    """
    Attributes:
        name (str):
        email (str):
        phone (str):
    """

    name: str
    email: str
    phone: str

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        email = self.email

        phone = self.phone

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "email": email,
                "phone": phone,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        email = d.pop("email")

        phone = d.pop("phone")

        list_calendar_events_response_200_events_item_customer = cls(
            name=name,
            email=email,
            phone=phone,
        )

        return list_calendar_events_response_200_events_item_customer
