from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.revoke_consent_body_via import RevokeConsentBodyVia, check_revoke_consent_body_via
from ..types import UNSET, Unset

T = TypeVar("T", bound="RevokeConsentBody")


@_attrs_define
class RevokeConsentBody:
    """
    Attributes:
        via (RevokeConsentBodyVia | Unset): How the person withdrew it: `call`, `api`, `dashboard` or `other`; default
            the door used (`api` for a key).
        note (str | Unset): Why, in words; kept with the consent and in its change log.
    """

    via: RevokeConsentBodyVia | Unset = UNSET
    note: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        via: str | Unset = UNSET
        if not isinstance(self.via, Unset):
            via = self.via

        note = self.note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if via is not UNSET:
            field_dict["via"] = via
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _via = d.pop("via", UNSET)
        via: RevokeConsentBodyVia | Unset
        if isinstance(_via, Unset):
            via = UNSET
        else:
            via = check_revoke_consent_body_via(_via)

        note = d.pop("note", UNSET)

        revoke_consent_body = cls(
            via=via,
            note=note,
        )

        revoke_consent_body.additional_properties = d
        return revoke_consent_body

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
