from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetMessageResponse200ComplianceType0DisclosuresItem")


@_attrs_define
class GetMessageResponse200ComplianceType0DisclosuresItem:
    """
    Attributes:
        kind (str):
        jurisdiction (str):
        source (str):
    """

    kind: str
    jurisdiction: str
    source: str

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

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
        kind = d.pop("kind")

        jurisdiction = d.pop("jurisdiction")

        source = d.pop("source")

        get_message_response_200_compliance_type_0_disclosures_item = cls(
            kind=kind,
            jurisdiction=jurisdiction,
            source=source,
        )

        return get_message_response_200_compliance_type_0_disclosures_item
