from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_campaigns_response_200_campaigns_item import ListCampaignsResponse200CampaignsItem


T = TypeVar("T", bound="ListCampaignsResponse200")


@_attrs_define
class ListCampaignsResponse200:
    """
    Attributes:
        count (int): Total number of matching items.
        page (int):
        limit (int):
        pages (int):
        campaigns (list[ListCampaignsResponse200CampaignsItem]):
    """

    count: int
    page: int
    limit: int
    pages: int
    campaigns: list[ListCampaignsResponse200CampaignsItem]

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        page = self.page

        limit = self.limit

        pages = self.pages

        campaigns = []
        for campaigns_item_data in self.campaigns:
            campaigns_item = campaigns_item_data.to_dict()
            campaigns.append(campaigns_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "page": page,
                "limit": limit,
                "pages": pages,
                "campaigns": campaigns,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_campaigns_response_200_campaigns_item import (
            ListCampaignsResponse200CampaignsItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        count = d.pop("count")

        page = d.pop("page")

        limit = d.pop("limit")

        pages = d.pop("pages")

        campaigns = []
        _campaigns = d.pop("campaigns")
        for campaigns_item_data in _campaigns:
            campaigns_item = ListCampaignsResponse200CampaignsItem.from_dict(campaigns_item_data)

            campaigns.append(campaigns_item)

        list_campaigns_response_200 = cls(
            count=count,
            page=page,
            limit=limit,
            pages=pages,
            campaigns=campaigns,
        )

        return list_campaigns_response_200
