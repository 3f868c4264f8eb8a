from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.run_agents_tests_response_202_run_results_item_effects_bookings_item import (
        RunAgentsTestsResponse202RunResultsItemEffectsBookingsItem,
    )
    from ..models.run_agents_tests_response_202_run_results_item_effects_opt_outs_item import (
        RunAgentsTestsResponse202RunResultsItemEffectsOptOutsItem,
    )
    from ..models.run_agents_tests_response_202_run_results_item_effects_transfers_item import (
        RunAgentsTestsResponse202RunResultsItemEffectsTransfersItem,
    )
    from ..models.run_agents_tests_response_202_run_results_item_effects_variables import (
        RunAgentsTestsResponse202RunResultsItemEffectsVariables,
    )


T = TypeVar("T", bound="RunAgentsTestsResponse202RunResultsItemEffects")


@_attrs_define
class RunAgentsTestsResponse202RunResultsItemEffects:
    """What the conversation did, read before its sandbox was rolled back: none of it remains.

    Attributes:
        bookings (list[RunAgentsTestsResponse202RunResultsItemEffectsBookingsItem]):
        opt_outs (list[RunAgentsTestsResponse202RunResultsItemEffectsOptOutsItem]):
        transfers (list[RunAgentsTestsResponse202RunResultsItemEffectsTransfersItem]):
        variables (RunAgentsTestsResponse202RunResultsItemEffectsVariables):
    """

    bookings: list[RunAgentsTestsResponse202RunResultsItemEffectsBookingsItem]
    opt_outs: list[RunAgentsTestsResponse202RunResultsItemEffectsOptOutsItem]
    transfers: list[RunAgentsTestsResponse202RunResultsItemEffectsTransfersItem]
    variables: RunAgentsTestsResponse202RunResultsItemEffectsVariables

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
        from ..models.run_agents_tests_response_202_run_results_item_effects_bookings_item import (
            RunAgentsTestsResponse202RunResultsItemEffectsBookingsItem,  # noqa: PLC0415
        )
        from ..models.run_agents_tests_response_202_run_results_item_effects_opt_outs_item import (
            RunAgentsTestsResponse202RunResultsItemEffectsOptOutsItem,  # noqa: PLC0415
        )
        from ..models.run_agents_tests_response_202_run_results_item_effects_transfers_item import (
            RunAgentsTestsResponse202RunResultsItemEffectsTransfersItem,  # noqa: PLC0415
        )
        from ..models.run_agents_tests_response_202_run_results_item_effects_variables import (
            RunAgentsTestsResponse202RunResultsItemEffectsVariables,  # noqa: PLC0415
        )

        d = dict(src_dict)
        bookings = []
        _bookings = d.pop("bookings")
        for bookings_item_data in _bookings:
            bookings_item = RunAgentsTestsResponse202RunResultsItemEffectsBookingsItem.from_dict(bookings_item_data)

            bookings.append(bookings_item)

        opt_outs = []
        _opt_outs = d.pop("opt_outs")
        for opt_outs_item_data in _opt_outs:
            opt_outs_item = RunAgentsTestsResponse202RunResultsItemEffectsOptOutsItem.from_dict(opt_outs_item_data)

            opt_outs.append(opt_outs_item)

        transfers = []
        _transfers = d.pop("transfers")
        for transfers_item_data in _transfers:
            transfers_item = RunAgentsTestsResponse202RunResultsItemEffectsTransfersItem.from_dict(transfers_item_data)

            transfers.append(transfers_item)

        variables = RunAgentsTestsResponse202RunResultsItemEffectsVariables.from_dict(d.pop("variables"))

        run_agents_tests_response_202_run_results_item_effects = cls(
            bookings=bookings,
            opt_outs=opt_outs,
            transfers=transfers,
            variables=variables,
        )

        return run_agents_tests_response_202_run_results_item_effects
