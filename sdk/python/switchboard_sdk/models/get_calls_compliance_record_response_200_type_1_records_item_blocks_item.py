from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetCallsComplianceRecordResponse200Type1RecordsItemBlocksItem")


@_attrs_define
class GetCallsComplianceRecordResponse200Type1RecordsItemBlocksItem:
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

        get_calls_compliance_record_response_200_type_1_records_item_blocks_item = cls(
            code=code,
            rule=rule,
            source=source,
        )

        return get_calls_compliance_record_response_200_type_1_records_item_blocks_item
