from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_messages_response_200_messages_item import ListMessagesResponse200MessagesItem


T = TypeVar("T", bound="ListMessagesResponse200")


@_attrs_define
class ListMessagesResponse200:
    """
    Attributes:
        count (int): Total number of matching items.
        page (int):
        limit (int):
        pages (int):
        messages (list[ListMessagesResponse200MessagesItem]):
    """

    count: int
    page: int
    limit: int
    pages: int
    messages: list[ListMessagesResponse200MessagesItem]

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        page = self.page

        limit = self.limit

        pages = self.pages

        messages = []
        for messages_item_data in self.messages:
            messages_item = messages_item_data.to_dict()
            messages.append(messages_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "page": page,
                "limit": limit,
                "pages": pages,
                "messages": messages,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_messages_response_200_messages_item import (
            ListMessagesResponse200MessagesItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        count = d.pop("count")

        page = d.pop("page")

        limit = d.pop("limit")

        pages = d.pop("pages")

        messages = []
        _messages = d.pop("messages")
        for messages_item_data in _messages:
            messages_item = ListMessagesResponse200MessagesItem.from_dict(messages_item_data)

            messages.append(messages_item)

        list_messages_response_200 = cls(
            count=count,
            page=page,
            limit=limit,
            pages=pages,
            messages=messages,
        )

        return list_messages_response_200
