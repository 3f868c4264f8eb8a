from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DisconnectCrmResponse200")


@_attrs_define
class DisconnectCrmResponse200:
    """
    Attributes:
        id (int):
        deleted (bool):
        message (str):
    """

    id: int
    deleted: bool
    message: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        deleted = self.deleted

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "deleted": deleted,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        deleted = d.pop("deleted")

        message = d.pop("message")

        disconnect_crm_response_200 = cls(
            id=id,
            deleted=deleted,
            message=message,
        )

        return disconnect_crm_response_200
