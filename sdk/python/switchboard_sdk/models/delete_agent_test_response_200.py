from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DeleteAgentTestResponse200")


@_attrs_define
class DeleteAgentTestResponse200:
    """
    Attributes:
        deleted (bool):
        id (int):
    """

    deleted: bool
    id: int

    def to_dict(self) -> dict[str, Any]:
        deleted = self.deleted

        id = self.id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deleted": deleted,
                "id": id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deleted = d.pop("deleted")

        id = d.pop("id")

        delete_agent_test_response_200 = cls(
            deleted=deleted,
            id=id,
        )

        return delete_agent_test_response_200
