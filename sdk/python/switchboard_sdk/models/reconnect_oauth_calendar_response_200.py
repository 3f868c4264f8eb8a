from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ReconnectOauthCalendarResponse200")


@_attrs_define
class ReconnectOauthCalendarResponse200:
    """
    Attributes:
        id (int):
        authorization_url (str):
    """

    id: int
    authorization_url: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        authorization_url = self.authorization_url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "authorization_url": authorization_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        authorization_url = d.pop("authorization_url")

        reconnect_oauth_calendar_response_200 = cls(
            id=id,
            authorization_url=authorization_url,
        )

        return reconnect_oauth_calendar_response_200
