from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="CreateWebhookResponse201")


@_attrs_define
class CreateWebhookResponse201:
    """
    Attributes:
        id (int):
        name (str):
        url (str):
        subscribed_events (list[str]):
        is_active (bool):
        secret (str):
        created_at (str):
        message (str):
    """

    id: int
    name: str
    url: str
    subscribed_events: list[str]
    is_active: bool
    secret: str
    created_at: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        url = self.url

        subscribed_events = self.subscribed_events

        is_active = self.is_active

        secret = self.secret

        created_at = self.created_at

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "url": url,
                "subscribed_events": subscribed_events,
                "is_active": is_active,
                "secret": secret,
                "created_at": created_at,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        url = d.pop("url")

        subscribed_events = cast(list[str], d.pop("subscribed_events"))

        is_active = d.pop("is_active")

        secret = d.pop("secret")

        created_at = d.pop("created_at")

        message = d.pop("message")

        create_webhook_response_201 = cls(
            id=id,
            name=name,
            url=url,
            subscribed_events=subscribed_events,
            is_active=is_active,
            secret=secret,
            created_at=created_at,
            message=message,
        )

        return create_webhook_response_201
