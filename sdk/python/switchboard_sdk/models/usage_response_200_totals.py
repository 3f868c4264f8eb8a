from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UsageResponse200Totals")


@_attrs_define
class UsageResponse200Totals:
    """the range's sums: the wallet's call debits whose time is in [from, to)

    Attributes:
        calls (int): calls debited in the bucket (one wallet debit per call)
        billed_minutes (int): the calls' billed minutes (every started minute)
        billed_cents (int): what the wallet debited for the calls, in cents
        provider_cents (int): what the voice provider said the calls cost, in cents (unknown counts 0)
    """

    calls: int
    billed_minutes: int
    billed_cents: int
    provider_cents: int

    def to_dict(self) -> dict[str, Any]:
        calls = self.calls

        billed_minutes = self.billed_minutes

        billed_cents = self.billed_cents

        provider_cents = self.provider_cents

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "calls": calls,
                "billed_minutes": billed_minutes,
                "billed_cents": billed_cents,
                "provider_cents": provider_cents,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        calls = d.pop("calls")

        billed_minutes = d.pop("billed_minutes")

        billed_cents = d.pop("billed_cents")

        provider_cents = d.pop("provider_cents")

        usage_response_200_totals = cls(
            calls=calls,
            billed_minutes=billed_minutes,
            billed_cents=billed_cents,
            provider_cents=provider_cents,
        )

        return usage_response_200_totals
