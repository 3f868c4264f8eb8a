from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.list_agents_versions_response_200_versions_item_tools_item import (
    ListAgentsVersionsResponse200VersionsItemToolsItem,
    check_list_agents_versions_response_200_versions_item_tools_item,
)

if TYPE_CHECKING:
    from ..models.list_agents_versions_response_200_versions_item_analysis_type_0 import (
        ListAgentsVersionsResponse200VersionsItemAnalysisType0,
    )
    from ..models.list_agents_versions_response_200_versions_item_created_by_type_0 import (
        ListAgentsVersionsResponse200VersionsItemCreatedByType0,
    )


T = TypeVar("T", bound="ListAgentsVersionsResponse200VersionsItem")


@_attrs_define
class ListAgentsVersionsResponse200VersionsItem:
    """
    Attributes:
        version (int): 1 for the agent as created (or as it was when versions began); each change adds one
        created_at (str):
        created_by (ListAgentsVersionsResponse200VersionsItemCreatedByType0 | None): who made the change (an API key
            stands for its user); null when unknown or the user was removed
        restored_from (int | None): the version this one restored; null for an edit
        instructions (str):
        first_message (str):
        tools (list[ListAgentsVersionsResponse200VersionsItemToolsItem]):
        model (str):
        voice_id (str):
        analysis (ListAgentsVersionsResponse200VersionsItemAnalysisType0 | None):
    """

    version: int
    created_at: str
    created_by: ListAgentsVersionsResponse200VersionsItemCreatedByType0 | None
    restored_from: int | None
    instructions: str
    first_message: str
    tools: list[ListAgentsVersionsResponse200VersionsItemToolsItem]
    model: str
    voice_id: str
    analysis: ListAgentsVersionsResponse200VersionsItemAnalysisType0 | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.list_agents_versions_response_200_versions_item_analysis_type_0 import (
            ListAgentsVersionsResponse200VersionsItemAnalysisType0,  # noqa: PLC0415
        )
        from ..models.list_agents_versions_response_200_versions_item_created_by_type_0 import (
            ListAgentsVersionsResponse200VersionsItemCreatedByType0,  # noqa: PLC0415
        )

        version = self.version

        created_at = self.created_at

        created_by: dict[str, Any] | None
        if isinstance(self.created_by, ListAgentsVersionsResponse200VersionsItemCreatedByType0):
            created_by = self.created_by.to_dict()
        else:
            created_by = self.created_by

        restored_from: int | None
        restored_from = self.restored_from

        instructions = self.instructions

        first_message = self.first_message

        tools = []
        for tools_item_data in self.tools:
            tools_item: str = tools_item_data
            tools.append(tools_item)

        model = self.model

        voice_id = self.voice_id

        analysis: dict[str, Any] | None
        if isinstance(self.analysis, ListAgentsVersionsResponse200VersionsItemAnalysisType0):
            analysis = self.analysis.to_dict()
        else:
            analysis = self.analysis

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "version": version,
                "created_at": created_at,
                "created_by": created_by,
                "restored_from": restored_from,
                "instructions": instructions,
                "first_message": first_message,
                "tools": tools,
                "model": model,
                "voice_id": voice_id,
                "analysis": analysis,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_agents_versions_response_200_versions_item_analysis_type_0 import (
            ListAgentsVersionsResponse200VersionsItemAnalysisType0,  # noqa: PLC0415
        )
        from ..models.list_agents_versions_response_200_versions_item_created_by_type_0 import (
            ListAgentsVersionsResponse200VersionsItemCreatedByType0,  # noqa: PLC0415
        )

        d = dict(src_dict)
        version = d.pop("version")

        created_at = d.pop("created_at")

        def _parse_created_by(data: object) -> ListAgentsVersionsResponse200VersionsItemCreatedByType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                created_by_type_0 = ListAgentsVersionsResponse200VersionsItemCreatedByType0.from_dict(data)

                return created_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ListAgentsVersionsResponse200VersionsItemCreatedByType0 | None, data)

        created_by = _parse_created_by(d.pop("created_by"))

        def _parse_restored_from(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        restored_from = _parse_restored_from(d.pop("restored_from"))

        instructions = d.pop("instructions")

        first_message = d.pop("first_message")

        tools = []
        _tools = d.pop("tools")
        for tools_item_data in _tools:
            tools_item = check_list_agents_versions_response_200_versions_item_tools_item(tools_item_data)

            tools.append(tools_item)

        model = d.pop("model")

        voice_id = d.pop("voice_id")

        def _parse_analysis(data: object) -> ListAgentsVersionsResponse200VersionsItemAnalysisType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                analysis_type_0 = ListAgentsVersionsResponse200VersionsItemAnalysisType0.from_dict(data)

                return analysis_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ListAgentsVersionsResponse200VersionsItemAnalysisType0 | None, data)

        analysis = _parse_analysis(d.pop("analysis"))

        list_agents_versions_response_200_versions_item = cls(
            version=version,
            created_at=created_at,
            created_by=created_by,
            restored_from=restored_from,
            instructions=instructions,
            first_message=first_message,
            tools=tools,
            model=model,
            voice_id=voice_id,
            analysis=analysis,
        )

        return list_agents_versions_response_200_versions_item
