from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.create_alert_body_metric import CreateAlertBodyMetric, check_create_alert_body_metric
from ..models.create_alert_body_op import CreateAlertBodyOp, check_create_alert_body_op
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateAlertBody")


@_attrs_define
class CreateAlertBody:
    """
    Attributes:
        name (str):
        metric (CreateAlertBodyMetric): `failed_call_rate`: calls that ended `failed` ÷ calls that ended (completed,
            voicemail, failed, busy, no_answer) in the window; `p95_latency_ms`: the 95th percentile of the per-call
            `latency.p95_ms` of calls ended in the window; `spend_cents`: the wallet's call debits in the window;
            `wallet_balance_cents`: the balance now (the window is unused).
        op (CreateAlertBodyOp): `above`: crossed while value > threshold; `below`: while value < threshold.
        threshold (float): A fraction from 0 to 1 for failed_call_rate; whole milliseconds (at most 3600000) or cents
            (at most 100000000000) for the others.
        window_minutes (int | Unset): The trailing window the metric is computed over, 5 to 1440 minutes; default 60.
            Default: 60.
    """

    name: str
    metric: CreateAlertBodyMetric
    op: CreateAlertBodyOp
    threshold: float
    window_minutes: int | Unset = 60
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        metric: str = self.metric

        op: str = self.op

        threshold = self.threshold

        window_minutes = self.window_minutes

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "metric": metric,
                "op": op,
                "threshold": threshold,
            }
        )
        if window_minutes is not UNSET:
            field_dict["window_minutes"] = window_minutes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        metric = check_create_alert_body_metric(d.pop("metric"))

        op = check_create_alert_body_op(d.pop("op"))

        threshold = d.pop("threshold")

        window_minutes = d.pop("window_minutes", UNSET)

        create_alert_body = cls(
            name=name,
            metric=metric,
            op=op,
            threshold=threshold,
            window_minutes=window_minutes,
        )

        create_alert_body.additional_properties = d
        return create_alert_body

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
