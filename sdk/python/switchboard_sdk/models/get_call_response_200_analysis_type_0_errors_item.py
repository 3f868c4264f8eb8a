from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetCallResponse200AnalysisType0ErrorsItem")


@_attrs_define
class GetCallResponse200AnalysisType0ErrorsItem:
    """
    Attributes:
        variable (str):
        message (str):
    """

    variable: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        variable = self.variable

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "variable": variable,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        variable = d.pop("variable")

        message = d.pop("message")

        get_call_response_200_analysis_type_0_errors_item = cls(
            variable=variable,
            message=message,
        )

        return get_call_response_200_analysis_type_0_errors_item
