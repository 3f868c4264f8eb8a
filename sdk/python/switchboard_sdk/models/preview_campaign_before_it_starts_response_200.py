from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.preview_campaign_before_it_starts_response_200_estimate import (
        PreviewCampaignBeforeItStartsResponse200Estimate,
    )
    from ..models.preview_campaign_before_it_starts_response_200_skipped import (
        PreviewCampaignBeforeItStartsResponse200Skipped,
    )
    from ..models.preview_campaign_before_it_starts_response_200_wallet import (
        PreviewCampaignBeforeItStartsResponse200Wallet,
    )


T = TypeVar("T", bound="PreviewCampaignBeforeItStartsResponse200")


@_attrs_define
class PreviewCampaignBeforeItStartsResponse200:
    """
    Attributes:
        total (int): contacts the audience matches now
        callable_ (int): recipients the campaign would dial (total minus the skipped)
        callable_now (int): of those, the ones the calling rules allow at the first moment dialing may begin (now, or
            start_at)
        skipped (PreviewCampaignBeforeItStartsResponse200Skipped): the recipients the run would record skipped at start,
            by reason (the same counts as the started campaign's progress)
        first_dial_at (None | str): when the first call would be dialed; null when nobody is callable
        estimate (PreviewCampaignBeforeItStartsResponse200Estimate): from the account's calls of the last 30 days, the
            retry policy, concurrency and calling hours (see the README)
        wallet (PreviewCampaignBeforeItStartsResponse200Wallet):
    """

    total: int
    callable_: int
    callable_now: int
    skipped: PreviewCampaignBeforeItStartsResponse200Skipped
    first_dial_at: None | str
    estimate: PreviewCampaignBeforeItStartsResponse200Estimate
    wallet: PreviewCampaignBeforeItStartsResponse200Wallet

    def to_dict(self) -> dict[str, Any]:
        total = self.total

        callable_ = self.callable_

        callable_now = self.callable_now

        skipped = self.skipped.to_dict()

        first_dial_at: None | str
        first_dial_at = self.first_dial_at

        estimate = self.estimate.to_dict()

        wallet = self.wallet.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "total": total,
                "callable": callable_,
                "callable_now": callable_now,
                "skipped": skipped,
                "first_dial_at": first_dial_at,
                "estimate": estimate,
                "wallet": wallet,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.preview_campaign_before_it_starts_response_200_estimate import (
            PreviewCampaignBeforeItStartsResponse200Estimate,  # noqa: PLC0415
        )
        from ..models.preview_campaign_before_it_starts_response_200_skipped import (
            PreviewCampaignBeforeItStartsResponse200Skipped,  # noqa: PLC0415
        )
        from ..models.preview_campaign_before_it_starts_response_200_wallet import (
            PreviewCampaignBeforeItStartsResponse200Wallet,  # noqa: PLC0415
        )

        d = dict(src_dict)
        total = d.pop("total")

        callable_ = d.pop("callable")

        callable_now = d.pop("callable_now")

        skipped = PreviewCampaignBeforeItStartsResponse200Skipped.from_dict(d.pop("skipped"))

        def _parse_first_dial_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        first_dial_at = _parse_first_dial_at(d.pop("first_dial_at"))

        estimate = PreviewCampaignBeforeItStartsResponse200Estimate.from_dict(d.pop("estimate"))

        wallet = PreviewCampaignBeforeItStartsResponse200Wallet.from_dict(d.pop("wallet"))

        preview_campaign_before_it_starts_response_200 = cls(
            total=total,
            callable_=callable_,
            callable_now=callable_now,
            skipped=skipped,
            first_dial_at=first_dial_at,
            estimate=estimate,
            wallet=wallet,
        )

        return preview_campaign_before_it_starts_response_200
