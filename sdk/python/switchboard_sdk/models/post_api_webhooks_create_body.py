from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.post_api_webhooks_create_body_subscribed_events_item import (
    PostApiWebhooksCreateBodySubscribedEventsItem,
    check_post_api_webhooks_create_body_subscribed_events_item,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostApiWebhooksCreateBody")


@_attrs_define
class PostApiWebhooksCreateBody:
    """
    Attributes:
        name (str):
        url (str): An absolute https URL without credentials whose host resolves only to public addresses (http and
            private hosts only where the server allows private URLs).
        subscribed_events (list[PostApiWebhooksCreateBodySubscribedEventsItem]):
        is_active (bool | Unset):  Default: True.
    """

    name: str
    url: str
    subscribed_events: list[PostApiWebhooksCreateBodySubscribedEventsItem]
    is_active: bool | Unset = True
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        url = self.url

        subscribed_events = []
        for subscribed_events_item_data in self.subscribed_events:
            subscribed_events_item: str = subscribed_events_item_data
            subscribed_events.append(subscribed_events_item)

        is_active = self.is_active

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "url": url,
                "subscribed_events": subscribed_events,
            }
        )
        if is_active is not UNSET:
            field_dict["is_active"] = is_active

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        url = d.pop("url")

        subscribed_events = []
        _subscribed_events = d.pop("subscribed_events")
        for subscribed_events_item_data in _subscribed_events:
            subscribed_events_item = check_post_api_webhooks_create_body_subscribed_events_item(
                subscribed_events_item_data
            )

            subscribed_events.append(subscribed_events_item)

        is_active = d.pop("is_active", UNSET)

        post_api_webhooks_create_body = cls(
            name=name,
            url=url,
            subscribed_events=subscribed_events,
            is_active=is_active,
        )

        post_api_webhooks_create_body.additional_properties = d
        return post_api_webhooks_create_body

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
