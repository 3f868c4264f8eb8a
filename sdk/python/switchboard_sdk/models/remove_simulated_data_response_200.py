from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RemoveSimulatedDataResponse200")


@_attrs_define
class RemoveSimulatedDataResponse200:
    """
    Attributes:
        removed_bookings (int): simulated bookings deleted
        message (str):
    """

    removed_bookings: int
    message: str

    def to_dict(self) -> dict[str, Any]:
        removed_bookings = self.removed_bookings

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "removed_bookings": removed_bookings,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        removed_bookings = d.pop("removed_bookings")

        message = d.pop("message")

        remove_simulated_data_response_200 = cls(
            removed_bookings=removed_bookings,
            message=message,
        )

        return remove_simulated_data_response_200
