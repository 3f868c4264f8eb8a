from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RunToolInCallResponse200ResultAvailableSlotsItem")


@_attrs_define
class RunToolInCallResponse200ResultAvailableSlotsItem:
    """
    Attributes:
        start (str):
        end (str):
        duration_minutes (int):
    """

    start: str
    end: str
    duration_minutes: int

    def to_dict(self) -> dict[str, Any]:
        start = self.start

        end = self.end

        duration_minutes = self.duration_minutes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "start": start,
                "end": end,
                "duration_minutes": duration_minutes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        start = d.pop("start")

        end = d.pop("end")

        duration_minutes = d.pop("duration_minutes")

        run_tool_in_call_response_200_result_available_slots_item = cls(
            start=start,
            end=end,
            duration_minutes=duration_minutes,
        )

        return run_tool_in_call_response_200_result_available_slots_item
