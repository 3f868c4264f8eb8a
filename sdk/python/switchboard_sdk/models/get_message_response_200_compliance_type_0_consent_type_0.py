from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetMessageResponse200ComplianceType0ConsentType0")


@_attrs_define
class GetMessageResponse200ComplianceType0ConsentType0:
    """
    Attributes:
        id (int):
        kind (str):
        scope (str):
        captured_at (str):
    """

    id: int
    kind: str
    scope: str
    captured_at: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind

        scope = self.scope

        captured_at = self.captured_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "scope": scope,
                "captured_at": captured_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        kind = d.pop("kind")

        scope = d.pop("scope")

        captured_at = d.pop("captured_at")

        get_message_response_200_compliance_type_0_consent_type_0 = cls(
            id=id,
            kind=kind,
            scope=scope,
            captured_at=captured_at,
        )

        return get_message_response_200_compliance_type_0_consent_type_0
