from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.update_agent_body_model import UpdateAgentBodyModel, check_update_agent_body_model
from ..models.update_agent_body_provider import UpdateAgentBodyProvider, check_update_agent_body_provider
from ..models.update_agent_body_purpose import UpdateAgentBodyPurpose, check_update_agent_body_purpose
from ..models.update_agent_body_role import UpdateAgentBodyRole, check_update_agent_body_role
from ..models.update_agent_body_tools_item import UpdateAgentBodyToolsItem, check_update_agent_body_tools_item
from ..models.update_agent_body_voice_id import UpdateAgentBodyVoiceId, check_update_agent_body_voice_id
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.update_agent_body_analysis_type_0 import UpdateAgentBodyAnalysisType0


T = TypeVar("T", bound="UpdateAgentBody")


@_attrs_define
class UpdateAgentBody:
    """
    Attributes:
        name (str | Unset):
        role (UpdateAgentBodyRole | Unset):
        phone_number (None | str | Unset):
        instructions (str | Unset):
        first_message (str | Unset):
        model (UpdateAgentBodyModel | Unset):
        voice_id (UpdateAgentBodyVoiceId | Unset):
        team_id (int | None | Unset):
        tools (list[UpdateAgentBodyToolsItem] | Unset):
        analysis (None | Unset | UpdateAgentBodyAnalysisType0):
        save_unknown_callers (bool | Unset):
        provider_phone_number_id (None | str | Unset):
        provider (UpdateAgentBodyProvider | Unset):
        purpose (UpdateAgentBodyPurpose | Unset): The purpose assumed for calls an assistant (MCP place_call) places
            with this agent: marketing (default) or informational (reminders, confirmations, service calls). A model's own
            purpose argument can never make a call informational. Owners and admins only: a member who sends another value
            than the agent has is refused (403 `permission_denied`). Calls placed over POST /api/v1/calls keep their own
            `purpose`.
        require_passing_tests (bool | Unset): When true, a change of what the agent says or does (instructions, first
            message, tools, voice, model, analysis; a restore too) is taken only after the agent's conversation tests pass
            on it: otherwise 409 `tests_failed` with the run, and nothing changes. Default false.
    """

    name: str | Unset = UNSET
    role: UpdateAgentBodyRole | Unset = UNSET
    phone_number: None | str | Unset = UNSET
    instructions: str | Unset = UNSET
    first_message: str | Unset = UNSET
    model: UpdateAgentBodyModel | Unset = UNSET
    voice_id: UpdateAgentBodyVoiceId | Unset = UNSET
    team_id: int | None | Unset = UNSET
    tools: list[UpdateAgentBodyToolsItem] | Unset = UNSET
    analysis: None | Unset | UpdateAgentBodyAnalysisType0 = UNSET
    save_unknown_callers: bool | Unset = UNSET
    provider_phone_number_id: None | str | Unset = UNSET
    provider: UpdateAgentBodyProvider | Unset = UNSET
    purpose: UpdateAgentBodyPurpose | Unset = UNSET
    require_passing_tests: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.update_agent_body_analysis_type_0 import UpdateAgentBodyAnalysisType0  # noqa: PLC0415

        name = self.name

        role: str | Unset = UNSET
        if not isinstance(self.role, Unset):
            role = self.role

        phone_number: None | str | Unset
        if isinstance(self.phone_number, Unset):
            phone_number = UNSET
        else:
            phone_number = self.phone_number

        instructions = self.instructions

        first_message = self.first_message

        model: str | Unset = UNSET
        if not isinstance(self.model, Unset):
            model = self.model

        voice_id: str | Unset = UNSET
        if not isinstance(self.voice_id, Unset):
            voice_id = self.voice_id

        team_id: int | None | Unset
        if isinstance(self.team_id, Unset):
            team_id = UNSET
        else:
            team_id = self.team_id

        tools: list[str] | Unset = UNSET
        if not isinstance(self.tools, Unset):
            tools = []
            for tools_item_data in self.tools:
                tools_item: str = tools_item_data
                tools.append(tools_item)

        analysis: dict[str, Any] | None | Unset
        if isinstance(self.analysis, Unset):
            analysis = UNSET
        elif isinstance(self.analysis, UpdateAgentBodyAnalysisType0):
            analysis = self.analysis.to_dict()
        else:
            analysis = self.analysis

        save_unknown_callers = self.save_unknown_callers

        provider_phone_number_id: None | str | Unset
        if isinstance(self.provider_phone_number_id, Unset):
            provider_phone_number_id = UNSET
        else:
            provider_phone_number_id = self.provider_phone_number_id

        provider: str | Unset = UNSET
        if not isinstance(self.provider, Unset):
            provider = self.provider

        purpose: str | Unset = UNSET
        if not isinstance(self.purpose, Unset):
            purpose = self.purpose

        require_passing_tests = self.require_passing_tests

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if role is not UNSET:
            field_dict["role"] = role
        if phone_number is not UNSET:
            field_dict["phone_number"] = phone_number
        if instructions is not UNSET:
            field_dict["instructions"] = instructions
        if first_message is not UNSET:
            field_dict["first_message"] = first_message
        if model is not UNSET:
            field_dict["model"] = model
        if voice_id is not UNSET:
            field_dict["voice_id"] = voice_id
        if team_id is not UNSET:
            field_dict["team_id"] = team_id
        if tools is not UNSET:
            field_dict["tools"] = tools
        if analysis is not UNSET:
            field_dict["analysis"] = analysis
        if save_unknown_callers is not UNSET:
            field_dict["save_unknown_callers"] = save_unknown_callers
        if provider_phone_number_id is not UNSET:
            field_dict["provider_phone_number_id"] = provider_phone_number_id
        if provider is not UNSET:
            field_dict["provider"] = provider
        if purpose is not UNSET:
            field_dict["purpose"] = purpose
        if require_passing_tests is not UNSET:
            field_dict["require_passing_tests"] = require_passing_tests

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.update_agent_body_analysis_type_0 import UpdateAgentBodyAnalysisType0  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name", UNSET)

        _role = d.pop("role", UNSET)
        role: UpdateAgentBodyRole | Unset
        if isinstance(_role, Unset):
            role = UNSET
        else:
            role = check_update_agent_body_role(_role)

        def _parse_phone_number(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        phone_number = _parse_phone_number(d.pop("phone_number", UNSET))

        instructions = d.pop("instructions", UNSET)

        first_message = d.pop("first_message", UNSET)

        _model = d.pop("model", UNSET)
        model: UpdateAgentBodyModel | Unset
        if isinstance(_model, Unset):
            model = UNSET
        else:
            model = check_update_agent_body_model(_model)

        _voice_id = d.pop("voice_id", UNSET)
        voice_id: UpdateAgentBodyVoiceId | Unset
        if isinstance(_voice_id, Unset):
            voice_id = UNSET
        else:
            voice_id = check_update_agent_body_voice_id(_voice_id)

        def _parse_team_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        team_id = _parse_team_id(d.pop("team_id", UNSET))

        _tools = d.pop("tools", UNSET)
        tools: list[UpdateAgentBodyToolsItem] | Unset = UNSET
        if _tools is not UNSET:
            tools = []
            for tools_item_data in _tools:
                tools_item = check_update_agent_body_tools_item(tools_item_data)

                tools.append(tools_item)

        def _parse_analysis(data: object) -> None | Unset | UpdateAgentBodyAnalysisType0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                analysis_type_0 = UpdateAgentBodyAnalysisType0.from_dict(data)

                return analysis_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UpdateAgentBodyAnalysisType0, data)

        analysis = _parse_analysis(d.pop("analysis", UNSET))

        save_unknown_callers = d.pop("save_unknown_callers", UNSET)

        def _parse_provider_phone_number_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        provider_phone_number_id = _parse_provider_phone_number_id(d.pop("provider_phone_number_id", UNSET))

        _provider = d.pop("provider", UNSET)
        provider: UpdateAgentBodyProvider | Unset
        if isinstance(_provider, Unset):
            provider = UNSET
        else:
            provider = check_update_agent_body_provider(_provider)

        _purpose = d.pop("purpose", UNSET)
        purpose: UpdateAgentBodyPurpose | Unset
        if isinstance(_purpose, Unset):
            purpose = UNSET
        else:
            purpose = check_update_agent_body_purpose(_purpose)

        require_passing_tests = d.pop("require_passing_tests", UNSET)

        update_agent_body = cls(
            name=name,
            role=role,
            phone_number=phone_number,
            instructions=instructions,
            first_message=first_message,
            model=model,
            voice_id=voice_id,
            team_id=team_id,
            tools=tools,
            analysis=analysis,
            save_unknown_callers=save_unknown_callers,
            provider_phone_number_id=provider_phone_number_id,
            provider=provider,
            purpose=purpose,
            require_passing_tests=require_passing_tests,
        )

        update_agent_body.additional_properties = d
        return update_agent_body

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
