from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetTestRunResponse200RunResultsItemEffectsTransfersItem")


@_attrs_define
class GetTestRunResponse200RunResultsItemEffectsTransfersItem:
    """
    Attributes:
        to (None | str):
        reason (None | str):
    """

    to: None | str
    reason: None | str

    def to_dict(self) -> dict[str, Any]:
        to: None | str
        to = self.to

        reason: None | str
        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "to": to,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_to(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to = _parse_to(d.pop("to"))

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        get_test_run_response_200_run_results_item_effects_transfers_item = cls(
            to=to,
            reason=reason,
        )

        return get_test_run_response_200_run_results_item_effects_transfers_item
