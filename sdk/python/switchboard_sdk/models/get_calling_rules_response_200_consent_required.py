from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.get_calling_rules_response_200_consent_required_informational import (
    GetCallingRulesResponse200ConsentRequiredInformational,
    check_get_calling_rules_response_200_consent_required_informational,
)
from ..models.get_calling_rules_response_200_consent_required_marketing import (
    GetCallingRulesResponse200ConsentRequiredMarketing,
    check_get_calling_rules_response_200_consent_required_marketing,
)

T = TypeVar("T", bound="GetCallingRulesResponse200ConsentRequired")


@_attrs_define
class GetCallingRulesResponse200ConsentRequired:
    """the consent of the callee each purpose requires (a marketing consent covers informational calls too, and express
    written satisfies express); campaign recipients and every scheduled or retried dial are held to it

        Attributes:
            marketing (GetCallingRulesResponse200ConsentRequiredMarketing): the consent a marketing call needs:
                express_written (the TCPA rule for an artificial voice), express, or none (not checked)
            informational (GetCallingRulesResponse200ConsentRequiredInformational): the consent an informational call needs:
                express, or none (not checked)
    """

    marketing: GetCallingRulesResponse200ConsentRequiredMarketing
    informational: GetCallingRulesResponse200ConsentRequiredInformational

    def to_dict(self) -> dict[str, Any]:
        marketing: str = self.marketing

        informational: str = self.informational

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "marketing": marketing,
                "informational": informational,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        marketing = check_get_calling_rules_response_200_consent_required_marketing(d.pop("marketing"))

        informational = check_get_calling_rules_response_200_consent_required_informational(d.pop("informational"))

        get_calling_rules_response_200_consent_required = cls(
            marketing=marketing,
            informational=informational,
        )

        return get_calling_rules_response_200_consent_required
