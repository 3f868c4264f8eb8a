from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.get_call_response_200_analysis_type_0_changes_item import GetCallResponse200AnalysisType0ChangesItem
    from ..models.get_call_response_200_analysis_type_0_errors_item import GetCallResponse200AnalysisType0ErrorsItem
    from ..models.get_call_response_200_analysis_type_0_structured_data import (
        GetCallResponse200AnalysisType0StructuredData,
    )


T = TypeVar("T", bound="GetCallResponse200AnalysisType0")


@_attrs_define
class GetCallResponse200AnalysisType0:
    """
    Attributes:
        summary (None | str):
        success (bool | None): whether the call met the agent's success criteria; null without criteria
        structured_data (GetCallResponse200AnalysisType0StructuredData): the values extracted for the agent's `extract`
            variables
        errors (list[GetCallResponse200AnalysisType0ErrorsItem] | Unset): extracted values that failed the variable's
            validation and were not written
        changes (list[GetCallResponse200AnalysisType0ChangesItem] | Unset): what the extracted values changed on the
            contact
    """

    summary: None | str
    success: bool | None
    structured_data: GetCallResponse200AnalysisType0StructuredData
    errors: list[GetCallResponse200AnalysisType0ErrorsItem] | Unset = UNSET
    changes: list[GetCallResponse200AnalysisType0ChangesItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        summary: None | str
        summary = self.summary

        success: bool | None
        success = self.success

        structured_data = self.structured_data.to_dict()

        errors: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = []
            for errors_item_data in self.errors:
                errors_item = errors_item_data.to_dict()
                errors.append(errors_item)

        changes: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.changes, Unset):
            changes = []
            for changes_item_data in self.changes:
                changes_item = changes_item_data.to_dict()
                changes.append(changes_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "summary": summary,
                "success": success,
                "structured_data": structured_data,
            }
        )
        if errors is not UNSET:
            field_dict["errors"] = errors
        if changes is not UNSET:
            field_dict["changes"] = changes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_call_response_200_analysis_type_0_changes_item import (
            GetCallResponse200AnalysisType0ChangesItem,  # noqa: PLC0415
        )
        from ..models.get_call_response_200_analysis_type_0_errors_item import (
            GetCallResponse200AnalysisType0ErrorsItem,  # noqa: PLC0415
        )
        from ..models.get_call_response_200_analysis_type_0_structured_data import (
            GetCallResponse200AnalysisType0StructuredData,  # noqa: PLC0415
        )

        d = dict(src_dict)

        def _parse_summary(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        summary = _parse_summary(d.pop("summary"))

        def _parse_success(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        success = _parse_success(d.pop("success"))

        structured_data = GetCallResponse200AnalysisType0StructuredData.from_dict(d.pop("structured_data"))

        _errors = d.pop("errors", UNSET)
        errors: list[GetCallResponse200AnalysisType0ErrorsItem] | Unset = UNSET
        if _errors is not UNSET:
            errors = []
            for errors_item_data in _errors:
                errors_item = GetCallResponse200AnalysisType0ErrorsItem.from_dict(errors_item_data)

                errors.append(errors_item)

        _changes = d.pop("changes", UNSET)
        changes: list[GetCallResponse200AnalysisType0ChangesItem] | Unset = UNSET
        if _changes is not UNSET:
            changes = []
            for changes_item_data in _changes:
                changes_item = GetCallResponse200AnalysisType0ChangesItem.from_dict(changes_item_data)

                changes.append(changes_item)

        get_call_response_200_analysis_type_0 = cls(
            summary=summary,
            success=success,
            structured_data=structured_data,
            errors=errors,
            changes=changes,
        )

        return get_call_response_200_analysis_type_0
