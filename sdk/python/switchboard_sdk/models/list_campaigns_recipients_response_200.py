from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_campaigns_recipients_response_200_recipients_item import (
        ListCampaignsRecipientsResponse200RecipientsItem,
    )


T = TypeVar("T", bound="ListCampaignsRecipientsResponse200")


@_attrs_define
class ListCampaignsRecipientsResponse200:
    """
    Attributes:
        count (int): Total number of matching items.
        page (int):
        limit (int):
        pages (int):
        recipients (list[ListCampaignsRecipientsResponse200RecipientsItem]):
    """

    count: int
    page: int
    limit: int
    pages: int
    recipients: list[ListCampaignsRecipientsResponse200RecipientsItem]

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        page = self.page

        limit = self.limit

        pages = self.pages

        recipients = []
        for recipients_item_data in self.recipients:
            recipients_item = recipients_item_data.to_dict()
            recipients.append(recipients_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "page": page,
                "limit": limit,
                "pages": pages,
                "recipients": recipients,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_campaigns_recipients_response_200_recipients_item import (
            ListCampaignsRecipientsResponse200RecipientsItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        count = d.pop("count")

        page = d.pop("page")

        limit = d.pop("limit")

        pages = d.pop("pages")

        recipients = []
        _recipients = d.pop("recipients")
        for recipients_item_data in _recipients:
            recipients_item = ListCampaignsRecipientsResponse200RecipientsItem.from_dict(recipients_item_data)

            recipients.append(recipients_item)

        list_campaigns_recipients_response_200 = cls(
            count=count,
            page=page,
            limit=limit,
            pages=pages,
            recipients=recipients,
        )

        return list_campaigns_recipients_response_200
