from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.check_calling_rules_response_200_blocks_item_code import (
    CheckCallingRulesResponse200BlocksItemCode,
    check_check_calling_rules_response_200_blocks_item_code,
)

T = TypeVar("T", bound="CheckCallingRulesResponse200BlocksItem")


@_attrs_define
class CheckCallingRulesResponse200BlocksItem:
    """
    Attributes:
        code (CheckCallingRulesResponse200BlocksItemCode):
        rule (str): the rule in words
        source (str): the law, or the account setting, the rule comes from
    """

    code: CheckCallingRulesResponse200BlocksItemCode
    rule: str
    source: str

    def to_dict(self) -> dict[str, Any]:
        code: str = self.code

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
        code = check_check_calling_rules_response_200_blocks_item_code(d.pop("code"))

        rule = d.pop("rule")

        source = d.pop("source")

        check_calling_rules_response_200_blocks_item = cls(
            code=code,
            rule=rule,
            source=source,
        )

        return check_calling_rules_response_200_blocks_item
