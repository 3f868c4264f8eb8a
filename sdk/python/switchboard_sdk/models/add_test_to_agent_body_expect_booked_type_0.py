from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AddTestToAgentBodyExpectBookedType0")


@_attrs_define
class AddTestToAgentBodyExpectBookedType0:
    """
    Attributes:
        event_type (str | Unset): the booking is of this event type
        within_days (int | Unset): the booking starts within this many days of the run
    """

    event_type: str | Unset = UNSET
    within_days: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        event_type = self.event_type

        within_days = self.within_days

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if event_type is not UNSET:
            field_dict["event_type"] = event_type
        if within_days is not UNSET:
            field_dict["within_days"] = within_days

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event_type = d.pop("event_type", UNSET)

        within_days = d.pop("within_days", UNSET)

        add_test_to_agent_body_expect_booked_type_0 = cls(
            event_type=event_type,
            within_days=within_days,
        )

        return add_test_to_agent_body_expect_booked_type_0
