from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.call_analytics_response_200_group_by import (
    CallAnalyticsResponse200GroupBy,
    check_call_analytics_response_200_group_by,
)

if TYPE_CHECKING:
    from ..models.call_analytics_response_200_buckets_item import CallAnalyticsResponse200BucketsItem
    from ..models.call_analytics_response_200_totals import CallAnalyticsResponse200Totals


T = TypeVar("T", bound="CallAnalyticsResponse200")


@_attrs_define
class CallAnalyticsResponse200:
    """
    Attributes:
        from_ (str):
        to (str):
        timezone (str):
        group_by (CallAnalyticsResponse200GroupBy):
        buckets (list[CallAnalyticsResponse200BucketsItem]):
        totals (CallAnalyticsResponse200Totals):
    """

    from_: str
    to: str
    timezone: str
    group_by: CallAnalyticsResponse200GroupBy
    buckets: list[CallAnalyticsResponse200BucketsItem]
    totals: CallAnalyticsResponse200Totals

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        to = self.to

        timezone = self.timezone

        group_by: str = self.group_by

        buckets = []
        for buckets_item_data in self.buckets:
            buckets_item = buckets_item_data.to_dict()
            buckets.append(buckets_item)

        totals = self.totals.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "to": to,
                "timezone": timezone,
                "group_by": group_by,
                "buckets": buckets,
                "totals": totals,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.call_analytics_response_200_buckets_item import (
            CallAnalyticsResponse200BucketsItem,  # noqa: PLC0415
        )
        from ..models.call_analytics_response_200_totals import CallAnalyticsResponse200Totals  # noqa: PLC0415

        d = dict(src_dict)
        from_ = d.pop("from")

        to = d.pop("to")

        timezone = d.pop("timezone")

        group_by = check_call_analytics_response_200_group_by(d.pop("group_by"))

        buckets = []
        _buckets = d.pop("buckets")
        for buckets_item_data in _buckets:
            buckets_item = CallAnalyticsResponse200BucketsItem.from_dict(buckets_item_data)

            buckets.append(buckets_item)

        totals = CallAnalyticsResponse200Totals.from_dict(d.pop("totals"))

        call_analytics_response_200 = cls(
            from_=from_,
            to=to,
            timezone=timezone,
            group_by=group_by,
            buckets=buckets,
            totals=totals,
        )

        return call_analytics_response_200
