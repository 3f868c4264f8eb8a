from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.consent import Consent


T = TypeVar("T", bound="ListConsentsResponse200")


@_attrs_define
class ListConsentsResponse200:
    """
    Attributes:
        count (int): Total number of matching items.
        page (int):
        limit (int):
        pages (int):
        consents (list[Consent]):
    """

    count: int
    page: int
    limit: int
    pages: int
    consents: list[Consent]

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        page = self.page

        limit = self.limit

        pages = self.pages

        consents = []
        for consents_item_data in self.consents:
            consents_item = consents_item_data.to_dict()
            consents.append(consents_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "page": page,
                "limit": limit,
                "pages": pages,
                "consents": consents,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.consent import Consent  # noqa: PLC0415

        d = dict(src_dict)
        count = d.pop("count")

        page = d.pop("page")

        limit = d.pop("limit")

        pages = d.pop("pages")

        consents = []
        _consents = d.pop("consents")
        for consents_item_data in _consents:
            consents_item = Consent.from_dict(consents_item_data)

            consents.append(consents_item)

        list_consents_response_200 = cls(
            count=count,
            page=page,
            limit=limit,
            pages=pages,
            consents=consents,
        )

        return list_consents_response_200
