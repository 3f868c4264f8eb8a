from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.export_everything_about_contact_response_200_bookings_item import (
        ExportEverythingAboutContactResponse200BookingsItem,
    )
    from ..models.export_everything_about_contact_response_200_calls_item import (
        ExportEverythingAboutContactResponse200CallsItem,
    )
    from ..models.export_everything_about_contact_response_200_consents_item import (
        ExportEverythingAboutContactResponse200ConsentsItem,
    )
    from ..models.export_everything_about_contact_response_200_contact import (
        ExportEverythingAboutContactResponse200Contact,
    )
    from ..models.export_everything_about_contact_response_200_do_not_call_item import (
        ExportEverythingAboutContactResponse200DoNotCallItem,
    )
    from ..models.export_everything_about_contact_response_200_messages_item import (
        ExportEverythingAboutContactResponse200MessagesItem,
    )


T = TypeVar("T", bound="ExportEverythingAboutContactResponse200")


@_attrs_define
class ExportEverythingAboutContactResponse200:
    """
    Attributes:
        exported_at (str):
        contact (ExportEverythingAboutContactResponse200Contact):
        consents (list[ExportEverythingAboutContactResponse200ConsentsItem]):
        do_not_call (list[ExportEverythingAboutContactResponse200DoNotCallItem]):
        calls (list[ExportEverythingAboutContactResponse200CallsItem]):
        messages (list[ExportEverythingAboutContactResponse200MessagesItem]):
        bookings (list[ExportEverythingAboutContactResponse200BookingsItem]):
    """

    exported_at: str
    contact: ExportEverythingAboutContactResponse200Contact
    consents: list[ExportEverythingAboutContactResponse200ConsentsItem]
    do_not_call: list[ExportEverythingAboutContactResponse200DoNotCallItem]
    calls: list[ExportEverythingAboutContactResponse200CallsItem]
    messages: list[ExportEverythingAboutContactResponse200MessagesItem]
    bookings: list[ExportEverythingAboutContactResponse200BookingsItem]

    def to_dict(self) -> dict[str, Any]:
        exported_at = self.exported_at

        contact = self.contact.to_dict()

        consents = []
        for consents_item_data in self.consents:
            consents_item = consents_item_data.to_dict()
            consents.append(consents_item)

        do_not_call = []
        for do_not_call_item_data in self.do_not_call:
            do_not_call_item = do_not_call_item_data.to_dict()
            do_not_call.append(do_not_call_item)

        calls = []
        for calls_item_data in self.calls:
            calls_item = calls_item_data.to_dict()
            calls.append(calls_item)

        messages = []
        for messages_item_data in self.messages:
            messages_item = messages_item_data.to_dict()
            messages.append(messages_item)

        bookings = []
        for bookings_item_data in self.bookings:
            bookings_item = bookings_item_data.to_dict()
            bookings.append(bookings_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "exported_at": exported_at,
                "contact": contact,
                "consents": consents,
                "do_not_call": do_not_call,
                "calls": calls,
                "messages": messages,
                "bookings": bookings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.export_everything_about_contact_response_200_bookings_item import (
            ExportEverythingAboutContactResponse200BookingsItem,  # noqa: PLC0415
        )
        from ..models.export_everything_about_contact_response_200_calls_item import (
            ExportEverythingAboutContactResponse200CallsItem,  # noqa: PLC0415
        )
        from ..models.export_everything_about_contact_response_200_consents_item import (
            ExportEverythingAboutContactResponse200ConsentsItem,  # noqa: PLC0415
        )
        from ..models.export_everything_about_contact_response_200_contact import (
            ExportEverythingAboutContactResponse200Contact,  # noqa: PLC0415
        )
        from ..models.export_everything_about_contact_response_200_do_not_call_item import (
            ExportEverythingAboutContactResponse200DoNotCallItem,  # noqa: PLC0415
        )
        from ..models.export_everything_about_contact_response_200_messages_item import (
            ExportEverythingAboutContactResponse200MessagesItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        exported_at = d.pop("exported_at")

        contact = ExportEverythingAboutContactResponse200Contact.from_dict(d.pop("contact"))

        consents = []
        _consents = d.pop("consents")
        for consents_item_data in _consents:
            consents_item = ExportEverythingAboutContactResponse200ConsentsItem.from_dict(consents_item_data)

            consents.append(consents_item)

        do_not_call = []
        _do_not_call = d.pop("do_not_call")
        for do_not_call_item_data in _do_not_call:
            do_not_call_item = ExportEverythingAboutContactResponse200DoNotCallItem.from_dict(do_not_call_item_data)

            do_not_call.append(do_not_call_item)

        calls = []
        _calls = d.pop("calls")
        for calls_item_data in _calls:
            calls_item = ExportEverythingAboutContactResponse200CallsItem.from_dict(calls_item_data)

            calls.append(calls_item)

        messages = []
        _messages = d.pop("messages")
        for messages_item_data in _messages:
            messages_item = ExportEverythingAboutContactResponse200MessagesItem.from_dict(messages_item_data)

            messages.append(messages_item)

        bookings = []
        _bookings = d.pop("bookings")
        for bookings_item_data in _bookings:
            bookings_item = ExportEverythingAboutContactResponse200BookingsItem.from_dict(bookings_item_data)

            bookings.append(bookings_item)

        export_everything_about_contact_response_200 = cls(
            exported_at=exported_at,
            contact=contact,
            consents=consents,
            do_not_call=do_not_call,
            calls=calls,
            messages=messages,
            bookings=bookings,
        )

        return export_everything_about_contact_response_200
