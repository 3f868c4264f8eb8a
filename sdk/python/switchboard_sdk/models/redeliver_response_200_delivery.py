from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.redeliver_response_200_delivery_status import (
    RedeliverResponse200DeliveryStatus,
    check_redeliver_response_200_delivery_status,
)

T = TypeVar("T", bound="RedeliverResponse200Delivery")


@_attrs_define
class RedeliverResponse200Delivery:
    """
    Attributes:
        id (str):
        webhook_id (int):
        event_type (str):
        status (RedeliverResponse200DeliveryStatus):
        attempts (int):
        next_attempt_at (None | str):
        last_status_code (int | None):
        last_error (None | str):
        created_at (str):
        delivered_at (None | str):
        payload (Any):
    """

    id: str
    webhook_id: int
    event_type: str
    status: RedeliverResponse200DeliveryStatus
    attempts: int
    next_attempt_at: None | str
    last_status_code: int | None
    last_error: None | str
    created_at: str
    delivered_at: None | str
    payload: Any

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        webhook_id = self.webhook_id

        event_type = self.event_type

        status: str = self.status

        attempts = self.attempts

        next_attempt_at: None | str
        next_attempt_at = self.next_attempt_at

        last_status_code: int | None
        last_status_code = self.last_status_code

        last_error: None | str
        last_error = self.last_error

        created_at = self.created_at

        delivered_at: None | str
        delivered_at = self.delivered_at

        payload = self.payload

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "webhook_id": webhook_id,
                "event_type": event_type,
                "status": status,
                "attempts": attempts,
                "next_attempt_at": next_attempt_at,
                "last_status_code": last_status_code,
                "last_error": last_error,
                "created_at": created_at,
                "delivered_at": delivered_at,
                "payload": payload,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        webhook_id = d.pop("webhook_id")

        event_type = d.pop("event_type")

        status = check_redeliver_response_200_delivery_status(d.pop("status"))

        attempts = d.pop("attempts")

        def _parse_next_attempt_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_attempt_at = _parse_next_attempt_at(d.pop("next_attempt_at"))

        def _parse_last_status_code(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_status_code = _parse_last_status_code(d.pop("last_status_code"))

        def _parse_last_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_error = _parse_last_error(d.pop("last_error"))

        created_at = d.pop("created_at")

        def _parse_delivered_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        delivered_at = _parse_delivered_at(d.pop("delivered_at"))

        payload = d.pop("payload")

        redeliver_response_200_delivery = cls(
            id=id,
            webhook_id=webhook_id,
            event_type=event_type,
            status=status,
            attempts=attempts,
            next_attempt_at=next_attempt_at,
            last_status_code=last_status_code,
            last_error=last_error,
            created_at=created_at,
            delivered_at=delivered_at,
            payload=payload,
        )

        return redeliver_response_200_delivery
