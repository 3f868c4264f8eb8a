from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ListCrmConnectionsResponse200ConnectionsItemCounts")


@_attrs_define
class ListCrmConnectionsResponse200ConnectionsItemCounts:
    """
    Attributes:
        imported (int):
        updated (int):
        pushed (int):
        failed (int):
    """

    imported: int
    updated: int
    pushed: int
    failed: int

    def to_dict(self) -> dict[str, Any]:
        imported = self.imported

        updated = self.updated

        pushed = self.pushed

        failed = self.failed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "imported": imported,
                "updated": updated,
                "pushed": pushed,
                "failed": failed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        imported = d.pop("imported")

        updated = d.pop("updated")

        pushed = d.pop("pushed")

        failed = d.pop("failed")

        list_crm_connections_response_200_connections_item_counts = cls(
            imported=imported,
            updated=updated,
            pushed=pushed,
            failed=failed,
        )

        return list_crm_connections_response_200_connections_item_counts
