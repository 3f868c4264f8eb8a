from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.list_alerts_response_200_alerts_item_metric import (
    ListAlertsResponse200AlertsItemMetric,
    check_list_alerts_response_200_alerts_item_metric,
)
from ..models.list_alerts_response_200_alerts_item_op import (
    ListAlertsResponse200AlertsItemOp,
    check_list_alerts_response_200_alerts_item_op,
)
from ..models.list_alerts_response_200_alerts_item_state import (
    ListAlertsResponse200AlertsItemState,
    check_list_alerts_response_200_alerts_item_state,
)

T = TypeVar("T", bound="ListAlertsResponse200AlertsItem")


@_attrs_define
class ListAlertsResponse200AlertsItem:
    """
    Attributes:
        id (int):
        name (str):
        metric (ListAlertsResponse200AlertsItemMetric):
        op (ListAlertsResponse200AlertsItemOp):
        threshold (float):
        window_minutes (int):
        state (ListAlertsResponse200AlertsItemState): `triggered` from the evaluation that found the threshold crossed
            until the one that found it no longer crossed.
        value (float | None): The metric at the last evaluation; null before the first one, or when the window held no
            ended call (rate, latency).
        last_evaluated_at (None | str):
        last_triggered_at (None | str):
        created_by_user_id (int | None):
        created_at (str):
    """

    id: int
    name: str
    metric: ListAlertsResponse200AlertsItemMetric
    op: ListAlertsResponse200AlertsItemOp
    threshold: float
    window_minutes: int
    state: ListAlertsResponse200AlertsItemState
    value: float | None
    last_evaluated_at: None | str
    last_triggered_at: None | str
    created_by_user_id: int | None
    created_at: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        metric: str = self.metric

        op: str = self.op

        threshold = self.threshold

        window_minutes = self.window_minutes

        state: str = self.state

        value: float | None
        value = self.value

        last_evaluated_at: None | str
        last_evaluated_at = self.last_evaluated_at

        last_triggered_at: None | str
        last_triggered_at = self.last_triggered_at

        created_by_user_id: int | None
        created_by_user_id = self.created_by_user_id

        created_at = self.created_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "metric": metric,
                "op": op,
                "threshold": threshold,
                "window_minutes": window_minutes,
                "state": state,
                "value": value,
                "last_evaluated_at": last_evaluated_at,
                "last_triggered_at": last_triggered_at,
                "created_by_user_id": created_by_user_id,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        metric = check_list_alerts_response_200_alerts_item_metric(d.pop("metric"))

        op = check_list_alerts_response_200_alerts_item_op(d.pop("op"))

        threshold = d.pop("threshold")

        window_minutes = d.pop("window_minutes")

        state = check_list_alerts_response_200_alerts_item_state(d.pop("state"))

        def _parse_value(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        value = _parse_value(d.pop("value"))

        def _parse_last_evaluated_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_evaluated_at = _parse_last_evaluated_at(d.pop("last_evaluated_at"))

        def _parse_last_triggered_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_triggered_at = _parse_last_triggered_at(d.pop("last_triggered_at"))

        def _parse_created_by_user_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        created_by_user_id = _parse_created_by_user_id(d.pop("created_by_user_id"))

        created_at = d.pop("created_at")

        list_alerts_response_200_alerts_item = cls(
            id=id,
            name=name,
            metric=metric,
            op=op,
            threshold=threshold,
            window_minutes=window_minutes,
            state=state,
            value=value,
            last_evaluated_at=last_evaluated_at,
            last_triggered_at=last_triggered_at,
            created_by_user_id=created_by_user_id,
            created_at=created_at,
        )

        return list_alerts_response_200_alerts_item
