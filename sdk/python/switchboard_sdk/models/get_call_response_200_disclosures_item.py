from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.get_call_response_200_disclosures_item_kind import (
    GetCallResponse200DisclosuresItemKind,
    check_get_call_response_200_disclosures_item_kind,
)

T = TypeVar("T", bound="GetCallResponse200DisclosuresItem")


@_attrs_define
class GetCallResponse200DisclosuresItem:
    """
    Attributes:
        kind (GetCallResponse200DisclosuresItemKind): ai (the voice is an AI assistant), recording (the call is
            recorded), recording_consent (every party must agree to the recording)
        jurisdiction (str): the callee's jurisdiction whose rule asks for it (US, US-CA, CA), or * for Switchboard's own
            rule where none does
        source (str): where the rule is written
    """

    kind: GetCallResponse200DisclosuresItemKind
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
        kind = check_get_call_response_200_disclosures_item_kind(d.pop("kind"))

        jurisdiction = d.pop("jurisdiction")

        source = d.pop("source")

        get_call_response_200_disclosures_item = cls(
            kind=kind,
            jurisdiction=jurisdiction,
            source=source,
        )

        return get_call_response_200_disclosures_item
