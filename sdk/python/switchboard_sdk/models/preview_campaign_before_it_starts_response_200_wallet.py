from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PreviewCampaignBeforeItStartsResponse200Wallet")


@_attrs_define
class PreviewCampaignBeforeItStartsResponse200Wallet:
    """
    Attributes:
        available_cents (int): balance minus the money held by live calls
        covers_first_hour (bool): whether that covers the first hour's spend at the high estimate
    """

    available_cents: int
    covers_first_hour: bool

    def to_dict(self) -> dict[str, Any]:
        available_cents = self.available_cents

        covers_first_hour = self.covers_first_hour

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "available_cents": available_cents,
                "covers_first_hour": covers_first_hour,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        available_cents = d.pop("available_cents")

        covers_first_hour = d.pop("covers_first_hour")

        preview_campaign_before_it_starts_response_200_wallet = cls(
            available_cents=available_cents,
            covers_first_hour=covers_first_hour,
        )

        return preview_campaign_before_it_starts_response_200_wallet
