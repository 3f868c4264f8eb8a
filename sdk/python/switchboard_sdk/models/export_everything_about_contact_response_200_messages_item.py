from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExportEverythingAboutContactResponse200MessagesItem")


@_attrs_define
class ExportEverythingAboutContactResponse200MessagesItem:
    """
    Attributes:
        message_id (str):
        channel (str):
        direction (str):
        to (str):
        from_ (str):
        status (str):
        subject (None | str):
        body (str):
        created_at (str):
    """

    message_id: str
    channel: str
    direction: str
    to: str
    from_: str
    status: str
    subject: None | str
    body: str
    created_at: str

    def to_dict(self) -> dict[str, Any]:
        message_id = self.message_id

        channel = self.channel

        direction = self.direction

        to = self.to

        from_ = self.from_

        status = self.status

        subject: None | str
        subject = self.subject

        body = self.body

        created_at = self.created_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message_id": message_id,
                "channel": channel,
                "direction": direction,
                "to": to,
                "from": from_,
                "status": status,
                "subject": subject,
                "body": body,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message_id = d.pop("message_id")

        channel = d.pop("channel")

        direction = d.pop("direction")

        to = d.pop("to")

        from_ = d.pop("from")

        status = d.pop("status")

        def _parse_subject(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        subject = _parse_subject(d.pop("subject"))

        body = d.pop("body")

        created_at = d.pop("created_at")

        export_everything_about_contact_response_200_messages_item = cls(
            message_id=message_id,
            channel=channel,
            direction=direction,
            to=to,
            from_=from_,
            status=status,
            subject=subject,
            body=body,
            created_at=created_at,
        )

        return export_everything_about_contact_response_200_messages_item
