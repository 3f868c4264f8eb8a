from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.change_calling_rules_body_consent_required_informational import (
    ChangeCallingRulesBodyConsentRequiredInformational,
    check_change_calling_rules_body_consent_required_informational,
)
from ..models.change_calling_rules_body_consent_required_marketing import (
    ChangeCallingRulesBodyConsentRequiredMarketing,
    check_change_calling_rules_body_consent_required_marketing,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ChangeCallingRulesBodyConsentRequired")


@_attrs_define
class ChangeCallingRulesBodyConsentRequired:
    """the consent each purpose requires; only the purposes sent change

    Attributes:
        marketing (ChangeCallingRulesBodyConsentRequiredMarketing | Unset): the consent a marketing call needs:
            express_written (the TCPA rule for an artificial voice), express, or none (not checked)
        informational (ChangeCallingRulesBodyConsentRequiredInformational | Unset): the consent an informational call
            needs: express, or none (not checked)
    """

    marketing: ChangeCallingRulesBodyConsentRequiredMarketing | Unset = UNSET
    informational: ChangeCallingRulesBodyConsentRequiredInformational | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        marketing: str | Unset = UNSET
        if not isinstance(self.marketing, Unset):
            marketing = self.marketing

        informational: str | Unset = UNSET
        if not isinstance(self.informational, Unset):
            informational = self.informational

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if marketing is not UNSET:
            field_dict["marketing"] = marketing
        if informational is not UNSET:
            field_dict["informational"] = informational

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _marketing = d.pop("marketing", UNSET)
        marketing: ChangeCallingRulesBodyConsentRequiredMarketing | Unset
        if isinstance(_marketing, Unset):
            marketing = UNSET
        else:
            marketing = check_change_calling_rules_body_consent_required_marketing(_marketing)

        _informational = d.pop("informational", UNSET)
        informational: ChangeCallingRulesBodyConsentRequiredInformational | Unset
        if isinstance(_informational, Unset):
            informational = UNSET
        else:
            informational = check_change_calling_rules_body_consent_required_informational(_informational)

        change_calling_rules_body_consent_required = cls(
            marketing=marketing,
            informational=informational,
        )

        change_calling_rules_body_consent_required.additional_properties = d
        return change_calling_rules_body_consent_required

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
