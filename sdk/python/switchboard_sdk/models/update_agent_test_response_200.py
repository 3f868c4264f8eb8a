from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.update_agent_test_response_200_test import UpdateAgentTestResponse200Test


T = TypeVar("T", bound="UpdateAgentTestResponse200")


@_attrs_define
class UpdateAgentTestResponse200:
    """
    Attributes:
        test (UpdateAgentTestResponse200Test):
    """

    test: UpdateAgentTestResponse200Test

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
        from ..models.update_agent_test_response_200_test import UpdateAgentTestResponse200Test  # noqa: PLC0415

        d = dict(src_dict)
        test = UpdateAgentTestResponse200Test.from_dict(d.pop("test"))

        update_agent_test_response_200 = cls(
            test=test,
        )

        return update_agent_test_response_200
