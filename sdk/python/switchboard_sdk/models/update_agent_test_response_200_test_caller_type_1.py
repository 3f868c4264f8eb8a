from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UpdateAgentTestResponse200TestCallerType1")


@_attrs_define
class UpdateAgentTestResponse200TestCallerType1:
    """
    Attributes:
        persona (str): who the caller is, for the model that plays them
        goal (str): what the caller wants from the call
        max_turns (int): the most caller turns before the test stops
    """

    persona: str
    goal: str
    max_turns: int

    def to_dict(self) -> dict[str, Any]:
        persona = self.persona

        goal = self.goal

        max_turns = self.max_turns

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "persona": persona,
                "goal": goal,
                "max_turns": max_turns,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        persona = d.pop("persona")

        goal = d.pop("goal")

        max_turns = d.pop("max_turns")

        update_agent_test_response_200_test_caller_type_1 = cls(
            persona=persona,
            goal=goal,
            max_turns=max_turns,
        )

        return update_agent_test_response_200_test_caller_type_1
