from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetTestRunResponse200RunResultsItemEffectsOptOutsItem")


@_attrs_define
class GetTestRunResponse200RunResultsItemEffectsOptOutsItem:
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

        get_test_run_response_200_run_results_item_effects_opt_outs_item = cls(
            number=number,
        )

        return get_test_run_response_200_run_results_item_effects_opt_outs_item
