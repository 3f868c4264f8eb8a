from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.check_calling_rules_body_purpose_type_0 import (
    CheckCallingRulesBodyPurposeType0,
    check_check_calling_rules_body_purpose_type_0,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="CheckCallingRulesBody")


@_attrs_define
class CheckCallingRulesBody:
    """
    Attributes:
        phone_number (str): A phone number in E.164 form (`+14155550123`), valid for its country by libphonenumber's
            metadata.
        contact_id (int | None | Unset):
        at (datetime.datetime | None | Unset): the moment to check, default now
        purpose (CheckCallingRulesBodyPurposeType0 | None | Unset): default marketing
    """

    phone_number: str
    contact_id: int | None | Unset = UNSET
    at: datetime.datetime | None | Unset = UNSET
    purpose: CheckCallingRulesBodyPurposeType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        phone_number = self.phone_number

        contact_id: int | None | Unset
        if isinstance(self.contact_id, Unset):
            contact_id = UNSET
        else:
            contact_id = self.contact_id

        at: None | str | Unset
        if isinstance(self.at, Unset):
            at = UNSET
        elif isinstance(self.at, datetime.datetime):
            at = self.at.isoformat()
        else:
            at = self.at

        purpose: None | str | Unset
        if isinstance(self.purpose, Unset):
            purpose = UNSET
        elif isinstance(self.purpose, str):
            purpose = self.purpose
        else:
            purpose = self.purpose

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "phone_number": phone_number,
            }
        )
        if contact_id is not UNSET:
            field_dict["contact_id"] = contact_id
        if at is not UNSET:
            field_dict["at"] = at
        if purpose is not UNSET:
            field_dict["purpose"] = purpose

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        phone_number = d.pop("phone_number")

        def _parse_contact_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        contact_id = _parse_contact_id(d.pop("contact_id", UNSET))

        def _parse_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                at_type_0 = datetime.datetime.fromisoformat(data)

                return at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        at = _parse_at(d.pop("at", UNSET))

        def _parse_purpose(data: object) -> CheckCallingRulesBodyPurposeType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                purpose_type_0 = check_check_calling_rules_body_purpose_type_0(data)

                return purpose_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CheckCallingRulesBodyPurposeType0 | None | Unset, data)

        purpose = _parse_purpose(d.pop("purpose", UNSET))

        check_calling_rules_body = cls(
            phone_number=phone_number,
            contact_id=contact_id,
            at=at,
            purpose=purpose,
        )

        check_calling_rules_body.additional_properties = d
        return check_calling_rules_body

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
