from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ChangeCallingRulesResponse200CallingHours")


@_attrs_define
class ChangeCallingRulesResponse200CallingHours:
    """
    Attributes:
        start (str):
        end (str):
        days (list[str]):
    """

    start: str
    end: str
    days: list[str]

    def to_dict(self) -> dict[str, Any]:
        start = self.start

        end = self.end

        days = self.days

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "start": start,
                "end": end,
                "days": days,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        start = d.pop("start")

        end = d.pop("end")

        days = cast(list[str], d.pop("days"))

        change_calling_rules_response_200_calling_hours = cls(
            start=start,
            end=end,
            days=days,
        )

        return change_calling_rules_response_200_calling_hours
