from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RunAgentsTestsBody")


@_attrs_define
class RunAgentsTestsBody:
    """
    Attributes:
        test_ids (list[int] | Unset): The tests to run; default every test of the agent.
    """

    test_ids: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        test_ids: list[int] | Unset = UNSET
        if not isinstance(self.test_ids, Unset):
            test_ids = self.test_ids

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if test_ids is not UNSET:
            field_dict["test_ids"] = test_ids

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        test_ids = cast(list[int], d.pop("test_ids", UNSET))

        run_agents_tests_body = cls(
            test_ids=test_ids,
        )

        return run_agents_tests_body
