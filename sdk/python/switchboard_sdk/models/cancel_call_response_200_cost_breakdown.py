from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.cancel_call_response_200_cost_breakdown_components_type_0_item import (
        CancelCallResponse200CostBreakdownComponentsType0Item,
    )


T = TypeVar("T", bound="CancelCallResponse200CostBreakdown")


@_attrs_define
class CancelCallResponse200CostBreakdown:
    """what the call cost the account and the provider

    Attributes:
        billed_cents (int | None): what the account was charged: cost_cents, the wallet's debit for the call to the
            cent; null until the call ends
        provider_cents (int | None): what the voice provider says the call cost it, in cents; null when it has not said
        components (list[CancelCallResponse200CostBreakdownComponentsType0Item] | None): the provider's cost by
            component, adding up to provider_cents exactly (dollars split into cents by largest remainder); null when it has
            not said
    """

    billed_cents: int | None
    provider_cents: int | None
    components: list[CancelCallResponse200CostBreakdownComponentsType0Item] | None

    def to_dict(self) -> dict[str, Any]:
        billed_cents: int | None
        billed_cents = self.billed_cents

        provider_cents: int | None
        provider_cents = self.provider_cents

        components: list[dict[str, Any]] | None
        if isinstance(self.components, list):
            components = []
            for components_type_0_item_data in self.components:
                components_type_0_item = components_type_0_item_data.to_dict()
                components.append(components_type_0_item)

        else:
            components = self.components

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "billed_cents": billed_cents,
                "provider_cents": provider_cents,
                "components": components,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cancel_call_response_200_cost_breakdown_components_type_0_item import (
            CancelCallResponse200CostBreakdownComponentsType0Item,  # noqa: PLC0415
        )

        d = dict(src_dict)

        def _parse_billed_cents(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        billed_cents = _parse_billed_cents(d.pop("billed_cents"))

        def _parse_provider_cents(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        provider_cents = _parse_provider_cents(d.pop("provider_cents"))

        def _parse_components(data: object) -> list[CancelCallResponse200CostBreakdownComponentsType0Item] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                components_type_0 = []
                _components_type_0 = data
                for components_type_0_item_data in _components_type_0:
                    components_type_0_item = CancelCallResponse200CostBreakdownComponentsType0Item.from_dict(
                        components_type_0_item_data
                    )

                    components_type_0.append(components_type_0_item)

                return components_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[CancelCallResponse200CostBreakdownComponentsType0Item] | None, data)

        components = _parse_components(d.pop("components"))

        cancel_call_response_200_cost_breakdown = cls(
            billed_cents=billed_cents,
            provider_cents=provider_cents,
            components=components,
        )

        return cancel_call_response_200_cost_breakdown
