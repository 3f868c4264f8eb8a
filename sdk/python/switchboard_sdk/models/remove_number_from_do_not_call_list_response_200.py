from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RemoveNumberFromDoNotCallListResponse200")


@_attrs_define
class RemoveNumberFromDoNotCallListResponse200:
    """
    Attributes:
        number (str):
        message (str):
    """

    number: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "number": number,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        number = d.pop("number")

        message = d.pop("message")

        remove_number_from_do_not_call_list_response_200 = cls(
            number=number,
            message=message,
        )

        return remove_number_from_do_not_call_list_response_200
