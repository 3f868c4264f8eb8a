from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_message_response_200_compliance_type_0_holiday_dates_item import (
        GetMessageResponse200ComplianceType0HolidayDatesItem,
    )


T = TypeVar("T", bound="GetMessageResponse200ComplianceType0Holiday")


@_attrs_define
class GetMessageResponse200ComplianceType0Holiday:
    """
    Attributes:
        checked (bool): whether public holidays were judged
        dates (list[GetMessageResponse200ComplianceType0HolidayDatesItem]): public holidays on the callee's local day
    """

    checked: bool
    dates: list[GetMessageResponse200ComplianceType0HolidayDatesItem]

    def to_dict(self) -> dict[str, Any]:
        checked = self.checked

        dates = []
        for dates_item_data in self.dates:
            dates_item = dates_item_data.to_dict()
            dates.append(dates_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "checked": checked,
                "dates": dates,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_message_response_200_compliance_type_0_holiday_dates_item import (
            GetMessageResponse200ComplianceType0HolidayDatesItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        checked = d.pop("checked")

        dates = []
        _dates = d.pop("dates")
        for dates_item_data in _dates:
            dates_item = GetMessageResponse200ComplianceType0HolidayDatesItem.from_dict(dates_item_data)

            dates.append(dates_item)

        get_message_response_200_compliance_type_0_holiday = cls(
            checked=checked,
            dates=dates,
        )

        return get_message_response_200_compliance_type_0_holiday
