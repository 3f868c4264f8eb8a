from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ChangeCallingRulesBodyRetention")


@_attrs_define
class ChangeCallingRulesBodyRetention:
    """how long the account keeps call content and compliance evidence; only the fields sent change

    Attributes:
        content_days (int | Unset): days a call's transcript, recording, summary, analysis values and variables, and a
            message's body, are kept after the call ended (or the message was written); from 1 to 3650, default 365
        compliance_days (int | Unset): days consents (counted from their revocation or expiry) and compliance records
            are kept; at least 1461 (four years, the law's minimum: less is refused 422 validation_failed), at most 3650,
            default 1825
    """

    content_days: int | Unset = UNSET
    compliance_days: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        content_days = self.content_days

        compliance_days = self.compliance_days

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if content_days is not UNSET:
            field_dict["content_days"] = content_days
        if compliance_days is not UNSET:
            field_dict["compliance_days"] = compliance_days

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        content_days = d.pop("content_days", UNSET)

        compliance_days = d.pop("compliance_days", UNSET)

        change_calling_rules_body_retention = cls(
            content_days=content_days,
            compliance_days=compliance_days,
        )

        change_calling_rules_body_retention.additional_properties = d
        return change_calling_rules_body_retention

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
