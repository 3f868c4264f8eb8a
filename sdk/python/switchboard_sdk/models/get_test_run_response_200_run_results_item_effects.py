from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_test_run_response_200_run_results_item_effects_bookings_item import (
        GetTestRunResponse200RunResultsItemEffectsBookingsItem,
    )
    from ..models.get_test_run_response_200_run_results_item_effects_opt_outs_item import (
        GetTestRunResponse200RunResultsItemEffectsOptOutsItem,
    )
    from ..models.get_test_run_response_200_run_results_item_effects_transfers_item import (
        GetTestRunResponse200RunResultsItemEffectsTransfersItem,
    )
    from ..models.get_test_run_response_200_run_results_item_effects_variables import (
        GetTestRunResponse200RunResultsItemEffectsVariables,
    )


T = TypeVar("T", bound="GetTestRunResponse200RunResultsItemEffects")


@_attrs_define
class GetTestRunResponse200RunResultsItemEffects:
    """What the conversation did, read before its sandbox was rolled back: none of it remains.

    Attributes:
        bookings (list[GetTestRunResponse200RunResultsItemEffectsBookingsItem]):
        opt_outs (list[GetTestRunResponse200RunResultsItemEffectsOptOutsItem]):
        transfers (list[GetTestRunResponse200RunResultsItemEffectsTransfersItem]):
        variables (GetTestRunResponse200RunResultsItemEffectsVariables):
    """

    bookings: list[GetTestRunResponse200RunResultsItemEffectsBookingsItem]
    opt_outs: list[GetTestRunResponse200RunResultsItemEffectsOptOutsItem]
    transfers: list[GetTestRunResponse200RunResultsItemEffectsTransfersItem]
    variables: GetTestRunResponse200RunResultsItemEffectsVariables

    def to_dict(self) -> dict[str, Any]:
        bookings = []
        for bookings_item_data in self.bookings:
            bookings_item = bookings_item_data.to_dict()
            bookings.append(bookings_item)

        opt_outs = []
        for opt_outs_item_data in self.opt_outs:
            opt_outs_item = opt_outs_item_data.to_dict()
            opt_outs.append(opt_outs_item)

        transfers = []
        for transfers_item_data in self.transfers:
            transfers_item = transfers_item_data.to_dict()
            transfers.append(transfers_item)

        variables = self.variables.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bookings": bookings,
                "opt_outs": opt_outs,
                "transfers": transfers,
                "variables": variables,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_test_run_response_200_run_results_item_effects_bookings_item import (
            GetTestRunResponse200RunResultsItemEffectsBookingsItem,  # noqa: PLC0415
        )
        from ..models.get_test_run_response_200_run_results_item_effects_opt_outs_item import (
            GetTestRunResponse200RunResultsItemEffectsOptOutsItem,  # noqa: PLC0415
        )
        from ..models.get_test_run_response_200_run_results_item_effects_transfers_item import (
            GetTestRunResponse200RunResultsItemEffectsTransfersItem,  # noqa: PLC0415
        )
        from ..models.get_test_run_response_200_run_results_item_effects_variables import (
            GetTestRunResponse200RunResultsItemEffectsVariables,  # noqa: PLC0415
        )

        d = dict(src_dict)
        bookings = []
        _bookings = d.pop("bookings")
        for bookings_item_data in _bookings:
            bookings_item = GetTestRunResponse200RunResultsItemEffectsBookingsItem.from_dict(bookings_item_data)

            bookings.append(bookings_item)

        opt_outs = []
        _opt_outs = d.pop("opt_outs")
        for opt_outs_item_data in _opt_outs:
            opt_outs_item = GetTestRunResponse200RunResultsItemEffectsOptOutsItem.from_dict(opt_outs_item_data)

            opt_outs.append(opt_outs_item)

        transfers = []
        _transfers = d.pop("transfers")
        for transfers_item_data in _transfers:
            transfers_item = GetTestRunResponse200RunResultsItemEffectsTransfersItem.from_dict(transfers_item_data)

            transfers.append(transfers_item)

        variables = GetTestRunResponse200RunResultsItemEffectsVariables.from_dict(d.pop("variables"))

        get_test_run_response_200_run_results_item_effects = cls(
            bookings=bookings,
            opt_outs=opt_outs,
            transfers=transfers,
            variables=variables,
        )

        return get_test_run_response_200_run_results_item_effects
