from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CountSimulatedDataResponse200")


@_attrs_define
class CountSimulatedDataResponse200:
    """
    Attributes:
        simulated_bookings (int): calendar events booked during simulated calls, whatever their status
        simulated_calls (int): simulated calls, which stay in the call history (the wallet and the compliance records
            refer to them)
    """

    simulated_bookings: int
    simulated_calls: int

    def to_dict(self) -> dict[str, Any]:
        simulated_bookings = self.simulated_bookings

        simulated_calls = self.simulated_calls

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "simulated_bookings": simulated_bookings,
                "simulated_calls": simulated_calls,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        simulated_bookings = d.pop("simulated_bookings")

        simulated_calls = d.pop("simulated_calls")

        count_simulated_data_response_200 = cls(
            simulated_bookings=simulated_bookings,
            simulated_calls=simulated_calls,
        )

        return count_simulated_data_response_200
