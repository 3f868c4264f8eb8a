from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RunToolInCallResponse200ResultTransferredTo")


@_attrs_define
class RunToolInCallResponse200ResultTransferredTo:
    """transfer_to_human: the person the call is being handed to

    Attributes:
        user_id (int):
        name (str):
    """

    user_id: int
    name: str

    def to_dict(self) -> dict[str, Any]:
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
        user_id = d.pop("user_id")

        name = d.pop("name")

        run_tool_in_call_response_200_result_transferred_to = cls(
            user_id=user_id,
            name=name,
        )

        return run_tool_in_call_response_200_result_transferred_to
