from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_caller_numbers_response_200_phone_numbers_item import (
        ListCallerNumbersResponse200PhoneNumbersItem,
    )


T = TypeVar("T", bound="ListCallerNumbersResponse200")


@_attrs_define
class ListCallerNumbersResponse200:
    """
    Attributes:
        count (int): Total number of matching items.
        page (int):
        limit (int):
        pages (int):
        phone_numbers (list[ListCallerNumbersResponse200PhoneNumbersItem]):
    """

    count: int
    page: int
    limit: int
    pages: int
    phone_numbers: list[ListCallerNumbersResponse200PhoneNumbersItem]

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        page = self.page

        limit = self.limit

        pages = self.pages

        phone_numbers = []
        for phone_numbers_item_data in self.phone_numbers:
            phone_numbers_item = phone_numbers_item_data.to_dict()
            phone_numbers.append(phone_numbers_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "page": page,
                "limit": limit,
                "pages": pages,
                "phone_numbers": phone_numbers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_caller_numbers_response_200_phone_numbers_item import (
            ListCallerNumbersResponse200PhoneNumbersItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        count = d.pop("count")

        page = d.pop("page")

        limit = d.pop("limit")

        pages = d.pop("pages")

        phone_numbers = []
        _phone_numbers = d.pop("phone_numbers")
        for phone_numbers_item_data in _phone_numbers:
            phone_numbers_item = ListCallerNumbersResponse200PhoneNumbersItem.from_dict(phone_numbers_item_data)

            phone_numbers.append(phone_numbers_item)

        list_caller_numbers_response_200 = cls(
            count=count,
            page=page,
            limit=limit,
            pages=pages,
            phone_numbers=phone_numbers,
        )

        return list_caller_numbers_response_200
