from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DeleteContactResponse200")


@_attrs_define
class DeleteContactResponse200:
    """
    Attributes:
        message (str):
        id (int):
    """

    message: str
    id: int

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        id = self.id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
                "id": id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message = d.pop("message")

        id = d.pop("id")

        delete_contact_response_200 = cls(
            message=message,
            id=id,
        )

        return delete_contact_response_200
