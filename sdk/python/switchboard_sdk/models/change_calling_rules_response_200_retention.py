from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ChangeCallingRulesResponse200Retention")


@_attrs_define
class ChangeCallingRulesResponse200Retention:
    """the account's data retention

    Attributes:
        content_days (int): days call content and message bodies are kept; past it the daily purge removes them, at the
            provider too, and the call keeps its times, status, cost and outcome
        compliance_days (int): days consents and compliance records are kept (at least 1461); they cannot be changed or
            removed before
        next_purge_at (str): when the daily purge next runs (UTC ISO 8601); read-only
    """

    content_days: int
    compliance_days: int
    next_purge_at: str

    def to_dict(self) -> dict[str, Any]:
        content_days = self.content_days

        compliance_days = self.compliance_days

        next_purge_at = self.next_purge_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "content_days": content_days,
                "compliance_days": compliance_days,
                "next_purge_at": next_purge_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        content_days = d.pop("content_days")

        compliance_days = d.pop("compliance_days")

        next_purge_at = d.pop("next_purge_at")

        change_calling_rules_response_200_retention = cls(
            content_days=content_days,
            compliance_days=compliance_days,
            next_purge_at=next_purge_at,
        )

        return change_calling_rules_response_200_retention
