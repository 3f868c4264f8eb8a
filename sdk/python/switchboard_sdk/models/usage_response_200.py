from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.usage_response_200_group_by import UsageResponse200GroupBy, check_usage_response_200_group_by

if TYPE_CHECKING:
    from ..models.usage_response_200_buckets_item import UsageResponse200BucketsItem
    from ..models.usage_response_200_totals import UsageResponse200Totals


T = TypeVar("T", bound="UsageResponse200")


@_attrs_define
class UsageResponse200:
    """
    Attributes:
        from_ (str): start of the range (UTC), included
        to (str): end of the range (UTC), excluded
        timezone (str):
        group_by (UsageResponse200GroupBy):
        buckets (list[UsageResponse200BucketsItem]):
        totals (UsageResponse200Totals): the range's sums: the wallet's call debits whose time is in [from, to)
    """

    from_: str
    to: str
    timezone: str
    group_by: UsageResponse200GroupBy
    buckets: list[UsageResponse200BucketsItem]
    totals: UsageResponse200Totals

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
        from ..models.usage_response_200_buckets_item import UsageResponse200BucketsItem  # noqa: PLC0415
        from ..models.usage_response_200_totals import UsageResponse200Totals  # noqa: PLC0415

        d = dict(src_dict)
        from_ = d.pop("from")

        to = d.pop("to")

        timezone = d.pop("timezone")

        group_by = check_usage_response_200_group_by(d.pop("group_by"))

        buckets = []
        _buckets = d.pop("buckets")
        for buckets_item_data in _buckets:
            buckets_item = UsageResponse200BucketsItem.from_dict(buckets_item_data)

            buckets.append(buckets_item)

        totals = UsageResponse200Totals.from_dict(d.pop("totals"))

        usage_response_200 = cls(
            from_=from_,
            to=to,
            timezone=timezone,
            group_by=group_by,
            buckets=buckets,
            totals=totals,
        )

        return usage_response_200
