from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.create_alert_response_201_metric import (
    CreateAlertResponse201Metric,
    check_create_alert_response_201_metric,
)
from ..models.create_alert_response_201_op import CreateAlertResponse201Op, check_create_alert_response_201_op
from ..models.create_alert_response_201_state import CreateAlertResponse201State, check_create_alert_response_201_state

T = TypeVar("T", bound="CreateAlertResponse201")


@_attrs_define
class CreateAlertResponse201:
    """
    Attributes:
        id (int):
        name (str):
        metric (CreateAlertResponse201Metric):
        op (CreateAlertResponse201Op):
        threshold (float):
        window_minutes (int):
        state (CreateAlertResponse201State): `triggered` from the evaluation that found the threshold crossed until the
            one that found it no longer crossed.
        value (float | None): The metric at the last evaluation; null before the first one, or when the window held no
            ended call (rate, latency).
        last_evaluated_at (None | str):
        last_triggered_at (None | str):
        created_by_user_id (int | None):
        created_at (str):
    """

    id: int
    name: str
    metric: CreateAlertResponse201Metric
    op: CreateAlertResponse201Op
    threshold: float
    window_minutes: int
    state: CreateAlertResponse201State
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

        metric = check_create_alert_response_201_metric(d.pop("metric"))

        op = check_create_alert_response_201_op(d.pop("op"))

        threshold = d.pop("threshold")

        window_minutes = d.pop("window_minutes")

        state = check_create_alert_response_201_state(d.pop("state"))

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

        create_alert_response_201 = cls(
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

        return create_alert_response_201
