from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ListAgentsTestsResponse200DataItemCallerType0")


@_attrs_define
class ListAgentsTestsResponse200DataItemCallerType0:
    """
    Attributes:
        lines (list[str]): what the caller says, one line a turn, in order
    """

    lines: list[str]

    def to_dict(self) -> dict[str, Any]:
        lines = self.lines

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "lines": lines,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        lines = cast(list[str], d.pop("lines"))

        list_agents_tests_response_200_data_item_caller_type_0 = cls(
            lines=lines,
        )

        return list_agents_tests_response_200_data_item_caller_type_0
