from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.create_or_update_contacts_in_bulk_response_200_results_item import (
        CreateOrUpdateContactsInBulkResponse200ResultsItem,
    )


T = TypeVar("T", bound="CreateOrUpdateContactsInBulkResponse200")


@_attrs_define
class CreateOrUpdateContactsInBulkResponse200:
    """
    Attributes:
        results (list[CreateOrUpdateContactsInBulkResponse200ResultsItem]):
        created (int):
        updated (int):
        failed (int):
    """

    results: list[CreateOrUpdateContactsInBulkResponse200ResultsItem]
    created: int
    updated: int
    failed: int

    def to_dict(self) -> dict[str, Any]:
        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        created = self.created

        updated = self.updated

        failed = self.failed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "results": results,
                "created": created,
                "updated": updated,
                "failed": failed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_or_update_contacts_in_bulk_response_200_results_item import (
            CreateOrUpdateContactsInBulkResponse200ResultsItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = CreateOrUpdateContactsInBulkResponse200ResultsItem.from_dict(results_item_data)

            results.append(results_item)

        created = d.pop("created")

        updated = d.pop("updated")

        failed = d.pop("failed")

        create_or_update_contacts_in_bulk_response_200 = cls(
            results=results,
            created=created,
            updated=updated,
            failed=failed,
        )

        return create_or_update_contacts_in_bulk_response_200
