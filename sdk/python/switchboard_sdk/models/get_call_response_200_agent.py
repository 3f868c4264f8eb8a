from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetCallResponse200Agent")


@_attrs_define
class GetCallResponse200Agent:
    """
    Attributes:
        id (int):
        name (str):
        assistant_id (str):
    """

    id: int
    name: str
    assistant_id: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        assistant_id = self.assistant_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "assistant_id": assistant_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        assistant_id = d.pop("assistant_id")

        get_call_response_200_agent = cls(
            id=id,
            name=name,
            assistant_id=assistant_id,
        )

        return get_call_response_200_agent
