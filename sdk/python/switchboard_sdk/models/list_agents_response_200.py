from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_agents_response_200_agents_item import ListAgentsResponse200AgentsItem


T = TypeVar("T", bound="ListAgentsResponse200")


@_attrs_define
class ListAgentsResponse200:
    """
    Attributes:
        agents (list[ListAgentsResponse200AgentsItem]):
    """

    agents: list[ListAgentsResponse200AgentsItem]

    def to_dict(self) -> dict[str, Any]:
        agents = []
        for agents_item_data in self.agents:
            agents_item = agents_item_data.to_dict()
            agents.append(agents_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "agents": agents,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_agents_response_200_agents_item import ListAgentsResponse200AgentsItem  # noqa: PLC0415

        d = dict(src_dict)
        agents = []
        _agents = d.pop("agents")
        for agents_item_data in _agents:
            agents_item = ListAgentsResponse200AgentsItem.from_dict(agents_item_data)

            agents.append(agents_item)

        list_agents_response_200 = cls(
            agents=agents,
        )

        return list_agents_response_200
