from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LinkCalendarBodyCaldav")


@_attrs_define
class LinkCalendarBodyCaldav:
    """required with provider caldav

    Attributes:
        server_url (str): the CalDAV server or principal URL (https; it passes the address guard webhooks pass)
        username (str):
        password (str): an app password; sealed at rest, never returned
    """

    server_url: str
    username: str
    password: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        server_url = self.server_url

        username = self.username

        password = self.password

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "server_url": server_url,
                "username": username,
                "password": password,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        server_url = d.pop("server_url")

        username = d.pop("username")

        password = d.pop("password")

        link_calendar_body_caldav = cls(
            server_url=server_url,
            username=username,
            password=password,
        )

        link_calendar_body_caldav.additional_properties = d
        return link_calendar_body_caldav

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
