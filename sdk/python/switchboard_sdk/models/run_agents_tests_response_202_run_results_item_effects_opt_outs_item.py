from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RunAgentsTestsResponse202RunResultsItemEffectsOptOutsItem")


@_attrs_define
class RunAgentsTestsResponse202RunResultsItemEffectsOptOutsItem:
    """
    Attributes:
        number (str):
    """

    number: str

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "number": number,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        number = d.pop("number")

        run_agents_tests_response_202_run_results_item_effects_opt_outs_item = cls(
            number=number,
        )

        return run_agents_tests_response_202_run_results_item_effects_opt_outs_item
