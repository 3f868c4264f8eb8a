from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SetContactContextVariablesResponse200")


@_attrs_define
class SetContactContextVariablesResponse200:
    """
    Attributes:
        message (str):
        contact_id (int):
    """

    message: str
    contact_id: int

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        contact_id = self.contact_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
                "contact_id": contact_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message = d.pop("message")

        contact_id = d.pop("contact_id")

        set_contact_context_variables_response_200 = cls(
            message=message,
            contact_id=contact_id,
        )

        return set_contact_context_variables_response_200
