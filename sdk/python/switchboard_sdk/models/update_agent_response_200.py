from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.update_agent_response_200_provider import (
    UpdateAgentResponse200Provider,
    check_update_agent_response_200_provider,
)
from ..models.update_agent_response_200_purpose import (
    UpdateAgentResponse200Purpose,
    check_update_agent_response_200_purpose,
)
from ..models.update_agent_response_200_tools_item import (
    UpdateAgentResponse200ToolsItem,
    check_update_agent_response_200_tools_item,
)

if TYPE_CHECKING:
    from ..models.update_agent_response_200_analysis_type_0 import UpdateAgentResponse200AnalysisType0


T = TypeVar("T", bound="UpdateAgentResponse200")


@_attrs_define
class UpdateAgentResponse200:
    """
    Attributes:
        id (int):
        assistant_id (str):
        name (str):
        role (str):
        phone_number (None | str):
        minutes_used (float): Billed minutes: every started minute of each call the agent handled, as the wallet is
            charged (a 3 min 12 s call adds 4). Talk time is each call's duration_seconds.
        total_calls (int):
        model (str):
        voice_id (str):
        can_make_calls (bool):
        team_id (int | None):
        provider (UpdateAgentResponse200Provider): The voice provider that carries the agent's calls (default: the
            server's VOICE_PROVIDER). It must be one this server has credentials for, and it is chosen when the agent is
            created: an update may only repeat it.
        instructions (str):
        first_message (str):
        tools (list[UpdateAgentResponse200ToolsItem]):
        analysis (None | UpdateAgentResponse200AnalysisType0):
        save_unknown_callers (bool):
        provider_phone_number_id (None | str):
        purpose (UpdateAgentResponse200Purpose): The purpose assumed for calls an assistant (MCP place_call) places with
            this agent: marketing (default) or informational (reminders, confirmations, service calls). A model's own
            purpose argument can never make a call informational. Owners and admins only: a member who sends another value
            than the agent has is refused (403 `permission_denied`). Calls placed over POST /api/v1/calls keep their own
            `purpose`.
        require_passing_tests (bool):
        version (int): The current version of what the agent says and does (instructions, first message, tools, voice,
            model, analysis): 1 at creation, one more with each change of them (GET /api/v1/agents/{id}/versions lists
            them). Calls record it as agent_version.
        created_at (str):
        updated_at (str):
    """

    id: int
    assistant_id: str
    name: str
    role: str
    phone_number: None | str
    minutes_used: float
    total_calls: int
    model: str
    voice_id: str
    can_make_calls: bool
    team_id: int | None
    provider: UpdateAgentResponse200Provider
    instructions: str
    first_message: str
    tools: list[UpdateAgentResponse200ToolsItem]
    analysis: None | UpdateAgentResponse200AnalysisType0
    save_unknown_callers: bool
    provider_phone_number_id: None | str
    purpose: UpdateAgentResponse200Purpose
    require_passing_tests: bool
    version: int
    created_at: str
    updated_at: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.update_agent_response_200_analysis_type_0 import (
            UpdateAgentResponse200AnalysisType0,  # noqa: PLC0415
        )

        id = self.id

        assistant_id = self.assistant_id

        name = self.name

        role = self.role

        phone_number: None | str
        phone_number = self.phone_number

        minutes_used = self.minutes_used

        total_calls = self.total_calls

        model = self.model

        voice_id = self.voice_id

        can_make_calls = self.can_make_calls

        team_id: int | None
        team_id = self.team_id

        provider: str = self.provider

        instructions = self.instructions

        first_message = self.first_message

        tools = []
        for tools_item_data in self.tools:
            tools_item: str = tools_item_data
            tools.append(tools_item)

        analysis: dict[str, Any] | None
        if isinstance(self.analysis, UpdateAgentResponse200AnalysisType0):
            analysis = self.analysis.to_dict()
        else:
            analysis = self.analysis

        save_unknown_callers = self.save_unknown_callers

        provider_phone_number_id: None | str
        provider_phone_number_id = self.provider_phone_number_id

        purpose: str = self.purpose

        require_passing_tests = self.require_passing_tests

        version = self.version

        created_at = self.created_at

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "assistant_id": assistant_id,
                "name": name,
                "role": role,
                "phone_number": phone_number,
                "minutes_used": minutes_used,
                "total_calls": total_calls,
                "model": model,
                "voice_id": voice_id,
                "can_make_calls": can_make_calls,
                "team_id": team_id,
                "provider": provider,
                "instructions": instructions,
                "first_message": first_message,
                "tools": tools,
                "analysis": analysis,
                "save_unknown_callers": save_unknown_callers,
                "provider_phone_number_id": provider_phone_number_id,
                "purpose": purpose,
                "require_passing_tests": require_passing_tests,
                "version": version,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.update_agent_response_200_analysis_type_0 import (
            UpdateAgentResponse200AnalysisType0,  # noqa: PLC0415
        )

        d = dict(src_dict)
        id = d.pop("id")

        assistant_id = d.pop("assistant_id")

        name = d.pop("name")

        role = d.pop("role")

        def _parse_phone_number(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        phone_number = _parse_phone_number(d.pop("phone_number"))

        minutes_used = d.pop("minutes_used")

        total_calls = d.pop("total_calls")

        model = d.pop("model")

        voice_id = d.pop("voice_id")

        can_make_calls = d.pop("can_make_calls")

        def _parse_team_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        team_id = _parse_team_id(d.pop("team_id"))

        provider = check_update_agent_response_200_provider(d.pop("provider"))

        instructions = d.pop("instructions")

        first_message = d.pop("first_message")

        tools = []
        _tools = d.pop("tools")
        for tools_item_data in _tools:
            tools_item = check_update_agent_response_200_tools_item(tools_item_data)

            tools.append(tools_item)

        def _parse_analysis(data: object) -> None | UpdateAgentResponse200AnalysisType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                analysis_type_0 = UpdateAgentResponse200AnalysisType0.from_dict(data)

                return analysis_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UpdateAgentResponse200AnalysisType0, data)

        analysis = _parse_analysis(d.pop("analysis"))

        save_unknown_callers = d.pop("save_unknown_callers")

        def _parse_provider_phone_number_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        provider_phone_number_id = _parse_provider_phone_number_id(d.pop("provider_phone_number_id"))

        purpose = check_update_agent_response_200_purpose(d.pop("purpose"))

        require_passing_tests = d.pop("require_passing_tests")

        version = d.pop("version")

        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

        update_agent_response_200 = cls(
            id=id,
            assistant_id=assistant_id,
            name=name,
            role=role,
            phone_number=phone_number,
            minutes_used=minutes_used,
            total_calls=total_calls,
            model=model,
            voice_id=voice_id,
            can_make_calls=can_make_calls,
            team_id=team_id,
            provider=provider,
            instructions=instructions,
            first_message=first_message,
            tools=tools,
            analysis=analysis,
            save_unknown_callers=save_unknown_callers,
            provider_phone_number_id=provider_phone_number_id,
            purpose=purpose,
            require_passing_tests=require_passing_tests,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
        )

        return update_agent_response_200
