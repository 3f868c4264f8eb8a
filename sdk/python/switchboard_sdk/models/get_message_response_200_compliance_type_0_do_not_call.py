from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetMessageResponse200ComplianceType0DoNotCall")


@_attrs_define
class GetMessageResponse200ComplianceType0DoNotCall:
    """
    Attributes:
        listed (bool | None): null when not judged
    """

    listed: bool | None

    def to_dict(self) -> dict[str, Any]:
        listed: bool | None
        listed = self.listed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "listed": listed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_listed(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        listed = _parse_listed(d.pop("listed"))

        get_message_response_200_compliance_type_0_do_not_call = cls(
            listed=listed,
        )

        return get_message_response_200_compliance_type_0_do_not_call
