from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.redeliver_response_200_delivery import RedeliverResponse200Delivery


T = TypeVar("T", bound="RedeliverResponse200")


@_attrs_define
class RedeliverResponse200:
    """
    Attributes:
        message (str):
        delivery (RedeliverResponse200Delivery):
    """

    message: str
    delivery: RedeliverResponse200Delivery

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        delivery = self.delivery.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
                "delivery": delivery,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.redeliver_response_200_delivery import RedeliverResponse200Delivery  # noqa: PLC0415

        d = dict(src_dict)
        message = d.pop("message")

        delivery = RedeliverResponse200Delivery.from_dict(d.pop("delivery"))

        redeliver_response_200 = cls(
            message=message,
            delivery=delivery,
        )

        return redeliver_response_200
