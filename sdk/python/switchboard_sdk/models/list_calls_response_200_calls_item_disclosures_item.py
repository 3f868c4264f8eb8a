from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.list_calls_response_200_calls_item_disclosures_item_kind import (
    ListCallsResponse200CallsItemDisclosuresItemKind,
    check_list_calls_response_200_calls_item_disclosures_item_kind,
)

T = TypeVar("T", bound="ListCallsResponse200CallsItemDisclosuresItem")


@_attrs_define
class ListCallsResponse200CallsItemDisclosuresItem:
    """
    Attributes:
        kind (ListCallsResponse200CallsItemDisclosuresItemKind): ai (the voice is an AI assistant), recording (the call
            is recorded), recording_consent (every party must agree to the recording)
        jurisdiction (str): the callee's jurisdiction whose rule asks for it (US, US-CA, CA), or * for Switchboard's own
            rule where none does
        source (str): where the rule is written
    """

    kind: ListCallsResponse200CallsItemDisclosuresItemKind
    jurisdiction: str
    source: str

    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        jurisdiction = self.jurisdiction

        source = self.source

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "jurisdiction": jurisdiction,
                "source": source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_list_calls_response_200_calls_item_disclosures_item_kind(d.pop("kind"))

        jurisdiction = d.pop("jurisdiction")

        source = d.pop("source")

        list_calls_response_200_calls_item_disclosures_item = cls(
            kind=kind,
            jurisdiction=jurisdiction,
            source=source,
        )

        return list_calls_response_200_calls_item_disclosures_item
