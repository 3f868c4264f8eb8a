from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RotateWebhookSecretResponse200")


@_attrs_define
class RotateWebhookSecretResponse200:
    """
    Attributes:
        id (int):
        secret (str):
        previous_secret_expires_at (str):
        message (str):
    """

    id: int
    secret: str
    previous_secret_expires_at: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        secret = self.secret

        previous_secret_expires_at = self.previous_secret_expires_at

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "secret": secret,
                "previous_secret_expires_at": previous_secret_expires_at,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        secret = d.pop("secret")

        previous_secret_expires_at = d.pop("previous_secret_expires_at")

        message = d.pop("message")

        rotate_webhook_secret_response_200 = cls(
            id=id,
            secret=secret,
            previous_secret_expires_at=previous_secret_expires_at,
            message=message,
        )

        return rotate_webhook_secret_response_200
