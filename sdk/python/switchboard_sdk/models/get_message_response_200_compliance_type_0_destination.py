from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetMessageResponse200ComplianceType0Destination")


@_attrs_define
class GetMessageResponse200ComplianceType0Destination:
    """
    Attributes:
        country (None | str):
        number_type (None | str): libphonenumber's type of the number, lower case (mobile, fixed_line, toll_free...)
    """

    country: None | str
    number_type: None | str

    def to_dict(self) -> dict[str, Any]:
        country: None | str
        country = self.country

        number_type: None | str
        number_type = self.number_type

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "country": country,
                "number_type": number_type,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_country(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        country = _parse_country(d.pop("country"))

        def _parse_number_type(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        number_type = _parse_number_type(d.pop("number_type"))

        get_message_response_200_compliance_type_0_destination = cls(
            country=country,
            number_type=number_type,
        )

        return get_message_response_200_compliance_type_0_destination
