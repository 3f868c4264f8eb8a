from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.change_calling_rules_response_200_consent_required_informational import (
    ChangeCallingRulesResponse200ConsentRequiredInformational,
    check_change_calling_rules_response_200_consent_required_informational,
)
from ..models.change_calling_rules_response_200_consent_required_marketing import (
    ChangeCallingRulesResponse200ConsentRequiredMarketing,
    check_change_calling_rules_response_200_consent_required_marketing,
)

T = TypeVar("T", bound="ChangeCallingRulesResponse200ConsentRequired")


@_attrs_define
class ChangeCallingRulesResponse200ConsentRequired:
    """the consent of the callee each purpose requires (a marketing consent covers informational calls too, and express
    written satisfies express); campaign recipients and every scheduled or retried dial are held to it

        Attributes:
            marketing (ChangeCallingRulesResponse200ConsentRequiredMarketing): the consent a marketing call needs:
                express_written (the TCPA rule for an artificial voice), express, or none (not checked)
            informational (ChangeCallingRulesResponse200ConsentRequiredInformational): the consent an informational call
                needs: express, or none (not checked)
    """

    marketing: ChangeCallingRulesResponse200ConsentRequiredMarketing
    informational: ChangeCallingRulesResponse200ConsentRequiredInformational

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
        marketing = check_change_calling_rules_response_200_consent_required_marketing(d.pop("marketing"))

        informational = check_change_calling_rules_response_200_consent_required_informational(d.pop("informational"))

        change_calling_rules_response_200_consent_required = cls(
            marketing=marketing,
            informational=informational,
        )

        return change_calling_rules_response_200_consent_required
