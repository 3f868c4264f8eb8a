from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetMessageResponse200ComplianceType0HolidayDatesItem")


@_attrs_define
class GetMessageResponse200ComplianceType0HolidayDatesItem:
    """
    Attributes:
        jurisdiction (str):
        date (str):
    """

    jurisdiction: str
    date: str

    def to_dict(self) -> dict[str, Any]:
        jurisdiction = self.jurisdiction

        date = self.date

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "jurisdiction": jurisdiction,
                "date": date,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        jurisdiction = d.pop("jurisdiction")

        date = d.pop("date")

        get_message_response_200_compliance_type_0_holiday_dates_item = cls(
            jurisdiction=jurisdiction,
            date=date,
        )

        return get_message_response_200_compliance_type_0_holiday_dates_item
