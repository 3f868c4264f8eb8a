from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RestoreVersionOfAgentResponse200AnalysisType0")


@_attrs_define
class RestoreVersionOfAgentResponse200AnalysisType0:
    """
    Attributes:
        summary (bool):
        success_criteria (None | str):
        extract (list[str]):
    """

    summary: bool
    success_criteria: None | str
    extract: list[str]

    def to_dict(self) -> dict[str, Any]:
        summary = self.summary

        success_criteria: None | str
        success_criteria = self.success_criteria

        extract = self.extract

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "summary": summary,
                "success_criteria": success_criteria,
                "extract": extract,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        summary = d.pop("summary")

        def _parse_success_criteria(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        success_criteria = _parse_success_criteria(d.pop("success_criteria"))

        extract = cast(list[str], d.pop("extract"))

        restore_version_of_agent_response_200_analysis_type_0 = cls(
            summary=summary,
            success_criteria=success_criteria,
            extract=extract,
        )

        return restore_version_of_agent_response_200_analysis_type_0
