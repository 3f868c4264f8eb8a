from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.get_call_response_200_cost_breakdown_components_type_0_item_name import (
    GetCallResponse200CostBreakdownComponentsType0ItemName,
    check_get_call_response_200_cost_breakdown_components_type_0_item_name,
)

T = TypeVar("T", bound="GetCallResponse200CostBreakdownComponentsType0Item")


@_attrs_define
class GetCallResponse200CostBreakdownComponentsType0Item:
    """
    Attributes:
        name (GetCallResponse200CostBreakdownComponentsType0ItemName): telephony (the phone line), transcriber, model,
            voice, platform (the provider's own fee) or other
        cents (int):
    """

    name: GetCallResponse200CostBreakdownComponentsType0ItemName
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
        name = check_get_call_response_200_cost_breakdown_components_type_0_item_name(d.pop("name"))

        cents = d.pop("cents")

        get_call_response_200_cost_breakdown_components_type_0_item = cls(
            name=name,
            cents=cents,
        )

        return get_call_response_200_cost_breakdown_components_type_0_item
