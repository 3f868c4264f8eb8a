from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="CancelCallResponse200TransferredToType0")


@_attrs_define
class CancelCallResponse200TransferredToType0:
    """
    Attributes:
        user_id (int | None): null once the user was removed
        name (str): their name (or email) when the call was handed to them
    """

    user_id: int | None
    name: str

    def to_dict(self) -> dict[str, Any]:
        user_id: int | None
        user_id = self.user_id

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "user_id": user_id,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_user_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        user_id = _parse_user_id(d.pop("user_id"))

        name = d.pop("name")

        cancel_call_response_200_transferred_to_type_0 = cls(
            user_id=user_id,
            name=name,
        )

        return cancel_call_response_200_transferred_to_type_0
