from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetMessageResponse200ComplianceType0WindowItem")


@_attrs_define
class GetMessageResponse200ComplianceType0WindowItem:
    """
    Attributes:
        jurisdiction (None | str): null for the account's own calling hours
        start (str):
        end (str):
        days (list[str] | None): the account's calling days; null for a legal window
        source (str):
    """

    jurisdiction: None | str
    start: str
    end: str
    days: list[str] | None
    source: str

    def to_dict(self) -> dict[str, Any]:
        jurisdiction: None | str
        jurisdiction = self.jurisdiction

        start = self.start

        end = self.end

        days: list[str] | None
        if isinstance(self.days, list):
            days = self.days

        else:
            days = self.days

        source = self.source

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "jurisdiction": jurisdiction,
                "start": start,
                "end": end,
                "days": days,
                "source": source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_jurisdiction(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        jurisdiction = _parse_jurisdiction(d.pop("jurisdiction"))

        start = d.pop("start")

        end = d.pop("end")

        def _parse_days(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                days_type_0 = cast(list[str], data)

                return days_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        days = _parse_days(d.pop("days"))

        source = d.pop("source")

        get_message_response_200_compliance_type_0_window_item = cls(
            jurisdiction=jurisdiction,
            start=start,
            end=end,
            days=days,
            source=source,
        )

        return get_message_response_200_compliance_type_0_window_item
