from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.send_text_message_body_purpose import SendTextMessageBodyPurpose, check_send_text_message_body_purpose
from ..types import UNSET, Unset

T = TypeVar("T", bound="SendTextMessageBody")


@_attrs_define
class SendTextMessageBody:
    """
    Attributes:
        to (str): A phone number in E.164 form (`+14155550123`), valid for its country by libphonenumber's metadata.
        body (str): The text, at most 1600 characters.
        purpose (SendTextMessageBodyPurpose | Unset): The consent the text is held to: `marketing` (the default) needs
            the consent the account requires for marketing. Default: 'marketing'.
        contact_id (int | Unset): The contact the text is for (it must hold the number).
    """

    to: str
    body: str
    purpose: SendTextMessageBodyPurpose | Unset = "marketing"
    contact_id: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        to = self.to

        body = self.body

        purpose: str | Unset = UNSET
        if not isinstance(self.purpose, Unset):
            purpose = self.purpose

        contact_id = self.contact_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "to": to,
                "body": body,
            }
        )
        if purpose is not UNSET:
            field_dict["purpose"] = purpose
        if contact_id is not UNSET:
            field_dict["contact_id"] = contact_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        to = d.pop("to")

        body = d.pop("body")

        _purpose = d.pop("purpose", UNSET)
        purpose: SendTextMessageBodyPurpose | Unset
        if isinstance(_purpose, Unset):
            purpose = UNSET
        else:
            purpose = check_send_text_message_body_purpose(_purpose)

        contact_id = d.pop("contact_id", UNSET)

        send_text_message_body = cls(
            to=to,
            body=body,
            purpose=purpose,
            contact_id=contact_id,
        )

        send_text_message_body.additional_properties = d
        return send_text_message_body

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
