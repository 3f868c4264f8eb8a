from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_webhooks_deliveries_response_200_deliveries_item import (
        ListWebhooksDeliveriesResponse200DeliveriesItem,
    )


T = TypeVar("T", bound="ListWebhooksDeliveriesResponse200")


@_attrs_define
class ListWebhooksDeliveriesResponse200:
    """
    Attributes:
        count (int):
        page (int):
        limit (int):
        pages (int):
        deliveries (list[ListWebhooksDeliveriesResponse200DeliveriesItem]):
    """

    count: int
    page: int
    limit: int
    pages: int
    deliveries: list[ListWebhooksDeliveriesResponse200DeliveriesItem]

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        page = self.page

        limit = self.limit

        pages = self.pages

        deliveries = []
        for deliveries_item_data in self.deliveries:
            deliveries_item = deliveries_item_data.to_dict()
            deliveries.append(deliveries_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "page": page,
                "limit": limit,
                "pages": pages,
                "deliveries": deliveries,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_webhooks_deliveries_response_200_deliveries_item import (
            ListWebhooksDeliveriesResponse200DeliveriesItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        count = d.pop("count")

        page = d.pop("page")

        limit = d.pop("limit")

        pages = d.pop("pages")

        deliveries = []
        _deliveries = d.pop("deliveries")
        for deliveries_item_data in _deliveries:
            deliveries_item = ListWebhooksDeliveriesResponse200DeliveriesItem.from_dict(deliveries_item_data)

            deliveries.append(deliveries_item)

        list_webhooks_deliveries_response_200 = cls(
            count=count,
            page=page,
            limit=limit,
            pages=pages,
            deliveries=deliveries,
        )

        return list_webhooks_deliveries_response_200
