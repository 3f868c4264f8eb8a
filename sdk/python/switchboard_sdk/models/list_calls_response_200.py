from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_calls_response_200_calls_item import ListCallsResponse200CallsItem


T = TypeVar("T", bound="ListCallsResponse200")


@_attrs_define
class ListCallsResponse200:
    """
    Attributes:
        count (int): Number of matching items: exact when `count_exact` is true (on the last page read by `page`, else
            up to 1,000), else the database's estimate. `pages` = ceil(count / limit) either way.
        count_exact (bool): Whether `count` (and so `pages`) is exact; false past 1,000 matches, and when the database
            expects more than 10,000 (then the estimate is not checked by counting).
        page (int):
        limit (int):
        pages (int):
        next_cursor (None | str): Pass as `cursor` for the items after this page; null on the last page.
        calls (list[ListCallsResponse200CallsItem]):
    """

    count: int
    count_exact: bool
    page: int
    limit: int
    pages: int
    next_cursor: None | str
    calls: list[ListCallsResponse200CallsItem]

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        count_exact = self.count_exact

        page = self.page

        limit = self.limit

        pages = self.pages

        next_cursor: None | str
        next_cursor = self.next_cursor

        calls = []
        for calls_item_data in self.calls:
            calls_item = calls_item_data.to_dict()
            calls.append(calls_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "count_exact": count_exact,
                "page": page,
                "limit": limit,
                "pages": pages,
                "next_cursor": next_cursor,
                "calls": calls,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_calls_response_200_calls_item import ListCallsResponse200CallsItem  # noqa: PLC0415

        d = dict(src_dict)
        count = d.pop("count")

        count_exact = d.pop("count_exact")

        page = d.pop("page")

        limit = d.pop("limit")

        pages = d.pop("pages")

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))

        calls = []
        _calls = d.pop("calls")
        for calls_item_data in _calls:
            calls_item = ListCallsResponse200CallsItem.from_dict(calls_item_data)

            calls.append(calls_item)

        list_calls_response_200 = cls(
            count=count,
            count_exact=count_exact,
            page=page,
            limit=limit,
            pages=pages,
            next_cursor=next_cursor,
            calls=calls,
        )

        return list_calls_response_200
