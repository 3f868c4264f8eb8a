from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.add_test_to_agent_response_201_test import AddTestToAgentResponse201Test


T = TypeVar("T", bound="AddTestToAgentResponse201")


@_attrs_define
class AddTestToAgentResponse201:
    """
    Attributes:
        test (AddTestToAgentResponse201Test):
    """

    test: AddTestToAgentResponse201Test

    def to_dict(self) -> dict[str, Any]:
        test = self.test.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "test": test,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.add_test_to_agent_response_201_test import AddTestToAgentResponse201Test  # noqa: PLC0415

        d = dict(src_dict)
        test = AddTestToAgentResponse201Test.from_dict(d.pop("test"))

        add_test_to_agent_response_201 = cls(
            test=test,
        )

        return add_test_to_agent_response_201
