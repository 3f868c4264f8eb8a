from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_do_not_call_numbers_response_200_numbers_item import ListDoNotCallNumbersResponse200NumbersItem


T = TypeVar("T", bound="ListDoNotCallNumbersResponse200")


@_attrs_define
class ListDoNotCallNumbersResponse200:
    """
    Attributes:
        count (int): Total number of matching items.
        page (int):
        limit (int):
        pages (int):
        numbers (list[ListDoNotCallNumbersResponse200NumbersItem]):
    """

    count: int
    page: int
    limit: int
    pages: int
    numbers: list[ListDoNotCallNumbersResponse200NumbersItem]

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        page = self.page

        limit = self.limit

        pages = self.pages

        numbers = []
        for numbers_item_data in self.numbers:
            numbers_item = numbers_item_data.to_dict()
            numbers.append(numbers_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "page": page,
                "limit": limit,
                "pages": pages,
                "numbers": numbers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_do_not_call_numbers_response_200_numbers_item import (
            ListDoNotCallNumbersResponse200NumbersItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        count = d.pop("count")

        page = d.pop("page")

        limit = d.pop("limit")

        pages = d.pop("pages")

        numbers = []
        _numbers = d.pop("numbers")
        for numbers_item_data in _numbers:
            numbers_item = ListDoNotCallNumbersResponse200NumbersItem.from_dict(numbers_item_data)

            numbers.append(numbers_item)

        list_do_not_call_numbers_response_200 = cls(
            count=count,
            page=page,
            limit=limit,
            pages=pages,
            numbers=numbers,
        )

        return list_do_not_call_numbers_response_200
