from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.preview_campaign_before_it_starts_response_200_estimate_calls import (
        PreviewCampaignBeforeItStartsResponse200EstimateCalls,
    )
    from ..models.preview_campaign_before_it_starts_response_200_estimate_cost_cents import (
        PreviewCampaignBeforeItStartsResponse200EstimateCostCents,
    )
    from ..models.preview_campaign_before_it_starts_response_200_estimate_minutes import (
        PreviewCampaignBeforeItStartsResponse200EstimateMinutes,
    )


T = TypeVar("T", bound="PreviewCampaignBeforeItStartsResponse200Estimate")


@_attrs_define
class PreviewCampaignBeforeItStartsResponse200Estimate:
    """from the account's calls of the last 30 days, the retry policy, concurrency and calling hours (see the README)

    Attributes:
        calls (PreviewCampaignBeforeItStartsResponse200EstimateCalls): attempts, retries included
        minutes (PreviewCampaignBeforeItStartsResponse200EstimateMinutes): billed minutes
        cost_cents (PreviewCampaignBeforeItStartsResponse200EstimateCostCents): billed minutes at the per-minute price
        finish_at (None | str): when the last attempt would end, at the high estimate, inside calling hours; null when
            unknown
    """

    calls: PreviewCampaignBeforeItStartsResponse200EstimateCalls
    minutes: PreviewCampaignBeforeItStartsResponse200EstimateMinutes
    cost_cents: PreviewCampaignBeforeItStartsResponse200EstimateCostCents
    finish_at: None | str

    def to_dict(self) -> dict[str, Any]:
        calls = self.calls.to_dict()

        minutes = self.minutes.to_dict()

        cost_cents = self.cost_cents.to_dict()

        finish_at: None | str
        finish_at = self.finish_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "calls": calls,
                "minutes": minutes,
                "cost_cents": cost_cents,
                "finish_at": finish_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.preview_campaign_before_it_starts_response_200_estimate_calls import (
            PreviewCampaignBeforeItStartsResponse200EstimateCalls,  # noqa: PLC0415
        )
        from ..models.preview_campaign_before_it_starts_response_200_estimate_cost_cents import (
            PreviewCampaignBeforeItStartsResponse200EstimateCostCents,  # noqa: PLC0415
        )
        from ..models.preview_campaign_before_it_starts_response_200_estimate_minutes import (
            PreviewCampaignBeforeItStartsResponse200EstimateMinutes,  # noqa: PLC0415
        )

        d = dict(src_dict)
        calls = PreviewCampaignBeforeItStartsResponse200EstimateCalls.from_dict(d.pop("calls"))

        minutes = PreviewCampaignBeforeItStartsResponse200EstimateMinutes.from_dict(d.pop("minutes"))

        cost_cents = PreviewCampaignBeforeItStartsResponse200EstimateCostCents.from_dict(d.pop("cost_cents"))

        def _parse_finish_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        finish_at = _parse_finish_at(d.pop("finish_at"))

        preview_campaign_before_it_starts_response_200_estimate = cls(
            calls=calls,
            minutes=minutes,
            cost_cents=cost_cents,
            finish_at=finish_at,
        )

        return preview_campaign_before_it_starts_response_200_estimate
