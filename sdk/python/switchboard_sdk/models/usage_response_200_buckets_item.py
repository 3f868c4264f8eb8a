from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="UsageResponse200BucketsItem")


@_attrs_define
class UsageResponse200BucketsItem:
    """
    Attributes:
        key (int | None | str): the local day (YYYY-MM-DD), team id, agent id or campaign id; null: calls of agents
            without a team, or outside any campaign
        name (str): what to show for the key: the day, or the team, agent or campaign name ("No team", "No campaign")
        calls (int): calls debited in the bucket (one wallet debit per call)
        billed_minutes (int): the calls' billed minutes (every started minute)
        billed_cents (int): what the wallet debited for the calls, in cents
        provider_cents (int): what the voice provider said the calls cost, in cents (unknown counts 0)
    """

    key: int | None | str
    name: str
    calls: int
    billed_minutes: int
    billed_cents: int
    provider_cents: int

    def to_dict(self) -> dict[str, Any]:
        key: int | None | str
        key = self.key

        name = self.name

        calls = self.calls

        billed_minutes = self.billed_minutes

        billed_cents = self.billed_cents

        provider_cents = self.provider_cents

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "key": key,
                "name": name,
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

        def _parse_key(data: object) -> int | None | str:
            if data is None:
                return data
            return cast(int | None | str, data)

        key = _parse_key(d.pop("key"))

        name = d.pop("name")

        calls = d.pop("calls")

        billed_minutes = d.pop("billed_minutes")

        billed_cents = d.pop("billed_cents")

        provider_cents = d.pop("provider_cents")

        usage_response_200_buckets_item = cls(
            key=key,
            name=name,
            calls=calls,
            billed_minutes=billed_minutes,
            billed_cents=billed_cents,
            provider_cents=provider_cents,
        )

        return usage_response_200_buckets_item
