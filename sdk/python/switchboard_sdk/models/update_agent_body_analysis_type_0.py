from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateAgentBodyAnalysisType0")


@_attrs_define
class UpdateAgentBodyAnalysisType0:
    """
    Attributes:
        summary (bool | Unset):  Default: True.
        success_criteria (None | str | Unset):
        extract (list[str] | Unset): names of contact variables the account has defined
    """

    summary: bool | Unset = True
    success_criteria: None | str | Unset = UNSET
    extract: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        summary = self.summary

        success_criteria: None | str | Unset
        if isinstance(self.success_criteria, Unset):
            success_criteria = UNSET
        else:
            success_criteria = self.success_criteria

        extract: list[str] | Unset = UNSET
        if not isinstance(self.extract, Unset):
            extract = self.extract

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if summary is not UNSET:
            field_dict["summary"] = summary
        if success_criteria is not UNSET:
            field_dict["success_criteria"] = success_criteria
        if extract is not UNSET:
            field_dict["extract"] = extract

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        summary = d.pop("summary", UNSET)

        def _parse_success_criteria(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        success_criteria = _parse_success_criteria(d.pop("success_criteria", UNSET))

        extract = cast(list[str], d.pop("extract", UNSET))

        update_agent_body_analysis_type_0 = cls(
            summary=summary,
            success_criteria=success_criteria,
            extract=extract,
        )

        update_agent_body_analysis_type_0.additional_properties = d
        return update_agent_body_analysis_type_0

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
