from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_webhooks_response_200_webhooks_item import ListWebhooksResponse200WebhooksItem


T = TypeVar("T", bound="ListWebhooksResponse200")


@_attrs_define
class ListWebhooksResponse200:
    """
    Attributes:
        count (int):
        page (int):
        limit (int):
        pages (int):
        webhooks (list[ListWebhooksResponse200WebhooksItem]):
    """

    count: int
    page: int
    limit: int
    pages: int
    webhooks: list[ListWebhooksResponse200WebhooksItem]

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        page = self.page

        limit = self.limit

        pages = self.pages

        webhooks = []
        for webhooks_item_data in self.webhooks:
            webhooks_item = webhooks_item_data.to_dict()
            webhooks.append(webhooks_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "page": page,
                "limit": limit,
                "pages": pages,
                "webhooks": webhooks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_webhooks_response_200_webhooks_item import (
            ListWebhooksResponse200WebhooksItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        count = d.pop("count")

        page = d.pop("page")

        limit = d.pop("limit")

        pages = d.pop("pages")

        webhooks = []
        _webhooks = d.pop("webhooks")
        for webhooks_item_data in _webhooks:
            webhooks_item = ListWebhooksResponse200WebhooksItem.from_dict(webhooks_item_data)

            webhooks.append(webhooks_item)

        list_webhooks_response_200 = cls(
            count=count,
            page=page,
            limit=limit,
            pages=pages,
            webhooks=webhooks,
        )

        return list_webhooks_response_200
