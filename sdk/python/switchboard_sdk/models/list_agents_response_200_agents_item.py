from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.list_agents_response_200_agents_item_provider import (
    ListAgentsResponse200AgentsItemProvider,
    check_list_agents_response_200_agents_item_provider,
)

T = TypeVar("T", bound="ListAgentsResponse200AgentsItem")


@_attrs_define
class ListAgentsResponse200AgentsItem:
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
        provider (ListAgentsResponse200AgentsItemProvider): The voice provider that carries the agent's calls (default:
            the server's VOICE_PROVIDER). It must be one this server has credentials for, and it is chosen when the agent is
            created: an update may only repeat it.
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
    provider: ListAgentsResponse200AgentsItemProvider

    def to_dict(self) -> dict[str, Any]:
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
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
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

        provider = check_list_agents_response_200_agents_item_provider(d.pop("provider"))

        list_agents_response_200_agents_item = cls(
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
        )

        return list_agents_response_200_agents_item
