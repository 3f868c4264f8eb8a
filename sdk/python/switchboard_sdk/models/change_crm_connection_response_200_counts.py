from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ChangeCrmConnectionResponse200Counts")


@_attrs_define
class ChangeCrmConnectionResponse200Counts:
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

        change_crm_connection_response_200_counts = cls(
            imported=imported,
            updated=updated,
            pushed=pushed,
            failed=failed,
        )

        return change_crm_connection_response_200_counts
