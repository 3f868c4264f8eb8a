from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.simulate_inbound_call_response_201_cost_breakdown_components_type_0_item_name import (
    SimulateInboundCallResponse201CostBreakdownComponentsType0ItemName,
    check_simulate_inbound_call_response_201_cost_breakdown_components_type_0_item_name,
)

T = TypeVar("T", bound="SimulateInboundCallResponse201CostBreakdownComponentsType0Item")


@_attrs_define
class SimulateInboundCallResponse201CostBreakdownComponentsType0Item:
    """
    Attributes:
        name (SimulateInboundCallResponse201CostBreakdownComponentsType0ItemName): telephony (the phone line),
            transcriber, model, voice, platform (the provider's own fee) or other
        cents (int):
    """

    name: SimulateInboundCallResponse201CostBreakdownComponentsType0ItemName
    cents: int

    def to_dict(self) -> dict[str, Any]:
        name: str = self.name

        cents = self.cents

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "cents": cents,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = check_simulate_inbound_call_response_201_cost_breakdown_components_type_0_item_name(d.pop("name"))

        cents = d.pop("cents")

        simulate_inbound_call_response_201_cost_breakdown_components_type_0_item = cls(
            name=name,
            cents=cents,
        )

        return simulate_inbound_call_response_201_cost_breakdown_components_type_0_item
