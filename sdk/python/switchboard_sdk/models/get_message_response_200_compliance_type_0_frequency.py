from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetMessageResponse200ComplianceType0Frequency")


@_attrs_define
class GetMessageResponse200ComplianceType0Frequency:
    """
    Attributes:
        dials_24h (int | None): dials to the number in the 24 hours before; null when no cap applied
        cap (int | None): the cap that applied; null when none
    """

    dials_24h: int | None
    cap: int | None

    def to_dict(self) -> dict[str, Any]:
        dials_24h: int | None
        dials_24h = self.dials_24h

        cap: int | None
        cap = self.cap

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dials_24h": dials_24h,
                "cap": cap,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_dials_24h(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        dials_24h = _parse_dials_24h(d.pop("dials_24h"))

        def _parse_cap(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        cap = _parse_cap(d.pop("cap"))

        get_message_response_200_compliance_type_0_frequency = cls(
            dials_24h=dials_24h,
            cap=cap,
        )

        return get_message_response_200_compliance_type_0_frequency
