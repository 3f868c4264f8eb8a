from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="UpdateWebhookResponse200")


@_attrs_define
class UpdateWebhookResponse200:
    """
    Attributes:
        id (int):
        name (str):
        url (str):
        subscribed_events (list[str]):
        is_active (bool):
        secret_prefix (str):
        previous_secret_expires_at (None | str):
        created_at (str):
        updated_at (str):
    """

    id: int
    name: str
    url: str
    subscribed_events: list[str]
    is_active: bool
    secret_prefix: str
    previous_secret_expires_at: None | str
    created_at: str
    updated_at: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        url = self.url

        subscribed_events = self.subscribed_events

        is_active = self.is_active

        secret_prefix = self.secret_prefix

        previous_secret_expires_at: None | str
        previous_secret_expires_at = self.previous_secret_expires_at

        created_at = self.created_at

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "url": url,
                "subscribed_events": subscribed_events,
                "is_active": is_active,
                "secret_prefix": secret_prefix,
                "previous_secret_expires_at": previous_secret_expires_at,
                "created_at": created_at,
                "updated_at": updated_at,
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

        secret_prefix = d.pop("secret_prefix")

        def _parse_previous_secret_expires_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        previous_secret_expires_at = _parse_previous_secret_expires_at(d.pop("previous_secret_expires_at"))

        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

        update_webhook_response_200 = cls(
            id=id,
            name=name,
            url=url,
            subscribed_events=subscribed_events,
            is_active=is_active,
            secret_prefix=secret_prefix,
            previous_secret_expires_at=previous_secret_expires_at,
            created_at=created_at,
            updated_at=updated_at,
        )

        return update_webhook_response_200
