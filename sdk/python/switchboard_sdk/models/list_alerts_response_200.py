from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_alerts_response_200_alerts_item import ListAlertsResponse200AlertsItem


T = TypeVar("T", bound="ListAlertsResponse200")


@_attrs_define
class ListAlertsResponse200:
    """
    Attributes:
        count (int): Total number of matching items.
        page (int):
        limit (int):
        pages (int):
        alerts (list[ListAlertsResponse200AlertsItem]):
    """

    count: int
    page: int
    limit: int
    pages: int
    alerts: list[ListAlertsResponse200AlertsItem]

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        page = self.page

        limit = self.limit

        pages = self.pages

        alerts = []
        for alerts_item_data in self.alerts:
            alerts_item = alerts_item_data.to_dict()
            alerts.append(alerts_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "page": page,
                "limit": limit,
                "pages": pages,
                "alerts": alerts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_alerts_response_200_alerts_item import ListAlertsResponse200AlertsItem  # noqa: PLC0415

        d = dict(src_dict)
        count = d.pop("count")

        page = d.pop("page")

        limit = d.pop("limit")

        pages = d.pop("pages")

        alerts = []
        _alerts = d.pop("alerts")
        for alerts_item_data in _alerts:
            alerts_item = ListAlertsResponse200AlertsItem.from_dict(alerts_item_data)

            alerts.append(alerts_item)

        list_alerts_response_200 = cls(
            count=count,
            page=page,
            limit=limit,
            pages=pages,
            alerts=alerts,
        )

        return list_alerts_response_200
