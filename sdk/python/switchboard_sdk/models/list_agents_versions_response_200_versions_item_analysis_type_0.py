from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ListAgentsVersionsResponse200VersionsItemAnalysisType0")


@_attrs_define
class ListAgentsVersionsResponse200VersionsItemAnalysisType0:
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

        list_agents_versions_response_200_versions_item_analysis_type_0 = cls(
            summary=summary,
            success_criteria=success_criteria,
            extract=extract,
        )

        return list_agents_versions_response_200_versions_item_analysis_type_0
