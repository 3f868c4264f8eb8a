from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_agent_test_response_200_test import GetAgentTestResponse200Test


T = TypeVar("T", bound="GetAgentTestResponse200")


@_attrs_define
class GetAgentTestResponse200:
    """
    Attributes:
        test (GetAgentTestResponse200Test):
    """

    test: GetAgentTestResponse200Test

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
        from ..models.get_agent_test_response_200_test import GetAgentTestResponse200Test  # noqa: PLC0415

        d = dict(src_dict)
        test = GetAgentTestResponse200Test.from_dict(d.pop("test"))

        get_agent_test_response_200 = cls(
            test=test,
        )

        return get_agent_test_response_200
