from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetMessageResponse200ComplianceType0BlocksItem")


@_attrs_define
class GetMessageResponse200ComplianceType0BlocksItem:
    """
    Attributes:
        code (str): a calling rule (outside_calling_hours, holiday...) or a refusal (do_not_call, consent_required,
            live_call_limit...), or scheduled / retry_delay
        rule (str):
        source (str):
    """

    code: str
    rule: str
    source: str

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        rule = self.rule

        source = self.source

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "rule": rule,
                "source": source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        rule = d.pop("rule")

        source = d.pop("source")

        get_message_response_200_compliance_type_0_blocks_item = cls(
            code=code,
            rule=rule,
            source=source,
        )

        return get_message_response_200_compliance_type_0_blocks_item
