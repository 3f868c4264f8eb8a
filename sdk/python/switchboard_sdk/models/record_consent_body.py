from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.record_consent_body_kind import RecordConsentBodyKind, check_record_consent_body_kind
from ..models.record_consent_body_scope import RecordConsentBodyScope, check_record_consent_body_scope
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.record_consent_body_source import RecordConsentBodySource


T = TypeVar("T", bound="RecordConsentBody")


@_attrs_define
class RecordConsentBody:
    """
    Attributes:
        phone_number (str): A phone number in E.164 form (`+14155550123`), valid for its country by libphonenumber's
            metadata.
        kind (RecordConsentBodyKind): `express`, or `express_written` (needed for marketing calls by default).
        scope (RecordConsentBodyScope): `informational`, or `marketing` (which also covers informational calls).
        captured_at (datetime.datetime): When the person agreed; not in the future.
        contact_id (int | None | Unset): Optional: the contact the consent is for. It must be one of the account's
            contacts the key can see and must hold the number; without it the account's contact holding the number (the
            oldest, if several) is found.
        source (RecordConsentBodySource | Unset): Where the consent came from; default `{ "type": "api" }`.
        seller (str | Unset): The business the person agreed to be called by; default the business name.
        expires_at (datetime.datetime | None | Unset): When the consent lapses (after captured_at); null or absent:
            never.
    """

    phone_number: str
    kind: RecordConsentBodyKind
    scope: RecordConsentBodyScope
    captured_at: datetime.datetime
    contact_id: int | None | Unset = UNSET
    source: RecordConsentBodySource | Unset = UNSET
    seller: str | Unset = UNSET
    expires_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        phone_number = self.phone_number

        kind: str = self.kind

        scope: str = self.scope

        captured_at = self.captured_at.isoformat()

        contact_id: int | None | Unset
        if isinstance(self.contact_id, Unset):
            contact_id = UNSET
        else:
            contact_id = self.contact_id

        source: dict[str, Any] | Unset = UNSET
        if not isinstance(self.source, Unset):
            source = self.source.to_dict()

        seller = self.seller

        expires_at: None | str | Unset
        if isinstance(self.expires_at, Unset):
            expires_at = UNSET
        elif isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "phone_number": phone_number,
                "kind": kind,
                "scope": scope,
                "captured_at": captured_at,
            }
        )
        if contact_id is not UNSET:
            field_dict["contact_id"] = contact_id
        if source is not UNSET:
            field_dict["source"] = source
        if seller is not UNSET:
            field_dict["seller"] = seller
        if expires_at is not UNSET:
            field_dict["expires_at"] = expires_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.record_consent_body_source import RecordConsentBodySource  # noqa: PLC0415

        d = dict(src_dict)
        phone_number = d.pop("phone_number")

        kind = check_record_consent_body_kind(d.pop("kind"))

        scope = check_record_consent_body_scope(d.pop("scope"))

        captured_at = datetime.datetime.fromisoformat(d.pop("captured_at"))

        def _parse_contact_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        contact_id = _parse_contact_id(d.pop("contact_id", UNSET))

        _source = d.pop("source", UNSET)
        source: RecordConsentBodySource | Unset
        if isinstance(_source, Unset):
            source = UNSET
        else:
            source = RecordConsentBodySource.from_dict(_source)

        seller = d.pop("seller", UNSET)

        def _parse_expires_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = datetime.datetime.fromisoformat(data)

                return expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        expires_at = _parse_expires_at(d.pop("expires_at", UNSET))

        record_consent_body = cls(
            phone_number=phone_number,
            kind=kind,
            scope=scope,
            captured_at=captured_at,
            contact_id=contact_id,
            source=source,
            seller=seller,
            expires_at=expires_at,
        )

        record_consent_body.additional_properties = d
        return record_consent_body

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
