from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_changes_to_do_not_call_list_response_200_changes_item import (
        ListChangesToDoNotCallListResponse200ChangesItem,
    )


T = TypeVar("T", bound="ListChangesToDoNotCallListResponse200")


@_attrs_define
class ListChangesToDoNotCallListResponse200:
    """
    Attributes:
        count (int): Total number of matching items.
        page (int):
        limit (int):
        pages (int):
        changes (list[ListChangesToDoNotCallListResponse200ChangesItem]):
    """

    count: int
    page: int
    limit: int
    pages: int
    changes: list[ListChangesToDoNotCallListResponse200ChangesItem]

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        page = self.page

        limit = self.limit

        pages = self.pages

        changes = []
        for changes_item_data in self.changes:
            changes_item = changes_item_data.to_dict()
            changes.append(changes_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "page": page,
                "limit": limit,
                "pages": pages,
                "changes": changes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_changes_to_do_not_call_list_response_200_changes_item import (
            ListChangesToDoNotCallListResponse200ChangesItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        count = d.pop("count")

        page = d.pop("page")

        limit = d.pop("limit")

        pages = d.pop("pages")

        changes = []
        _changes = d.pop("changes")
        for changes_item_data in _changes:
            changes_item = ListChangesToDoNotCallListResponse200ChangesItem.from_dict(changes_item_data)

            changes.append(changes_item)

        list_changes_to_do_not_call_list_response_200 = cls(
            count=count,
            page=page,
            limit=limit,
            pages=pages,
            changes=changes,
        )

        return list_changes_to_do_not_call_list_response_200
