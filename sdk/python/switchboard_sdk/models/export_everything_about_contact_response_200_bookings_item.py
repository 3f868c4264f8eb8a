from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExportEverythingAboutContactResponse200BookingsItem")


@_attrs_define
class ExportEverythingAboutContactResponse200BookingsItem:
    """
    Attributes:
        uuid (str):
        title (str):
        status (str):
        start_time (str):
        end_time (str):
        customer_name (str):
        customer_email (str):
        customer_phone (str):
        customer_notes (str):
    """

    uuid: str
    title: str
    status: str
    start_time: str
    end_time: str
    customer_name: str
    customer_email: str
    customer_phone: str
    customer_notes: str

    def to_dict(self) -> dict[str, Any]:
        uuid = self.uuid

        title = self.title

        status = self.status

        start_time = self.start_time

        end_time = self.end_time

        customer_name = self.customer_name

        customer_email = self.customer_email

        customer_phone = self.customer_phone

        customer_notes = self.customer_notes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "uuid": uuid,
                "title": title,
                "status": status,
                "start_time": start_time,
                "end_time": end_time,
                "customer_name": customer_name,
                "customer_email": customer_email,
                "customer_phone": customer_phone,
                "customer_notes": customer_notes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        uuid = d.pop("uuid")

        title = d.pop("title")

        status = d.pop("status")

        start_time = d.pop("start_time")

        end_time = d.pop("end_time")

        customer_name = d.pop("customer_name")

        customer_email = d.pop("customer_email")

        customer_phone = d.pop("customer_phone")

        customer_notes = d.pop("customer_notes")

        export_everything_about_contact_response_200_bookings_item = cls(
            uuid=uuid,
            title=title,
            status=status,
            start_time=start_time,
            end_time=end_time,
            customer_name=customer_name,
            customer_email=customer_email,
            customer_phone=customer_phone,
            customer_notes=customer_notes,
        )

        return export_everything_about_contact_response_200_bookings_item
