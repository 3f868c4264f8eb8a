from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExportEverythingAboutContactResponse200DoNotCallItem")


@_attrs_define
class ExportEverythingAboutContactResponse200DoNotCallItem:
    """
    Attributes:
        number (str):
        reason (None | str):
        created_at (str):
    """

    number: str
    reason: None | str
    created_at: str

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        reason: None | str
        reason = self.reason

        created_at = self.created_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "number": number,
                "reason": reason,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        number = d.pop("number")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        created_at = d.pop("created_at")

        export_everything_about_contact_response_200_do_not_call_item = cls(
            number=number,
            reason=reason,
            created_at=created_at,
        )

        return export_everything_about_contact_response_200_do_not_call_item
