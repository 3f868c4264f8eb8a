from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CancelCallResponse200AnalysisType0ChangesItem")


@_attrs_define
class CancelCallResponse200AnalysisType0ChangesItem:
    """
    Attributes:
        variable (str):
        before (Any):
        after (Any):
    """

    variable: str
    before: Any
    after: Any

    def to_dict(self) -> dict[str, Any]:
        variable = self.variable

        before = self.before

        after = self.after

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "variable": variable,
                "before": before,
                "after": after,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        variable = d.pop("variable")

        before = d.pop("before")

        after = d.pop("after")

        cancel_call_response_200_analysis_type_0_changes_item = cls(
            variable=variable,
            before=before,
            after=after,
        )

        return cancel_call_response_200_analysis_type_0_changes_item
