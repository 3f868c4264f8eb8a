from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.consent_3_kind import Consent3Kind, check_consent_3_kind
from ..models.consent_3_revoked_via_type_0 import Consent3RevokedViaType0, check_consent_3_revoked_via_type_0
from ..models.consent_3_scope import Consent3Scope, check_consent_3_scope

if TYPE_CHECKING:
    from ..models.consent_3_source import Consent3Source


T = TypeVar("T", bound="Consent3")


@_attrs_define
class Consent3:
    """
    Attributes:
        id (int):
        phone_number (str): E.164.
        contact_id (int | None): The account's contact holding the number when the consent was recorded, or null.
        kind (Consent3Kind):
        scope (Consent3Scope):
        source (Consent3Source):
        seller (str):
        captured_at (str):
        expires_at (None | str):
        revoked_at (None | str):
        revoked_via (Consent3RevokedViaType0 | None):
        created_at (str):
    """

    id: int
    phone_number: str
    contact_id: int | None
    kind: Consent3Kind
    scope: Consent3Scope
    source: Consent3Source
    seller: str
    captured_at: str
    expires_at: None | str
    revoked_at: None | str
    revoked_via: Consent3RevokedViaType0 | None
    created_at: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        phone_number = self.phone_number

        contact_id: int | None
        contact_id = self.contact_id

        kind: str = self.kind

        scope: str = self.scope

        source = self.source.to_dict()

        seller = self.seller

        captured_at = self.captured_at

        expires_at: None | str
        expires_at = self.expires_at

        revoked_at: None | str
        revoked_at = self.revoked_at

        revoked_via: None | str
        if isinstance(self.revoked_via, str):
            revoked_via = self.revoked_via
        else:
            revoked_via = self.revoked_via

        created_at = self.created_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "phone_number": phone_number,
                "contact_id": contact_id,
                "kind": kind,
                "scope": scope,
                "source": source,
                "seller": seller,
                "captured_at": captured_at,
                "expires_at": expires_at,
                "revoked_at": revoked_at,
                "revoked_via": revoked_via,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.consent_3_source import Consent3Source  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        phone_number = d.pop("phone_number")

        def _parse_contact_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        contact_id = _parse_contact_id(d.pop("contact_id"))

        kind = check_consent_3_kind(d.pop("kind"))

        scope = check_consent_3_scope(d.pop("scope"))

        source = Consent3Source.from_dict(d.pop("source"))

        seller = d.pop("seller")

        captured_at = d.pop("captured_at")

        def _parse_expires_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        expires_at = _parse_expires_at(d.pop("expires_at"))

        def _parse_revoked_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        revoked_at = _parse_revoked_at(d.pop("revoked_at"))

        def _parse_revoked_via(data: object) -> Consent3RevokedViaType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                revoked_via_type_0 = check_consent_3_revoked_via_type_0(data)

                return revoked_via_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Consent3RevokedViaType0 | None, data)

        revoked_via = _parse_revoked_via(d.pop("revoked_via"))

        created_at = d.pop("created_at")

        consent_3 = cls(
            id=id,
            phone_number=phone_number,
            contact_id=contact_id,
            kind=kind,
            scope=scope,
            source=source,
            seller=seller,
            captured_at=captured_at,
            expires_at=expires_at,
            revoked_at=revoked_at,
            revoked_via=revoked_via,
            created_at=created_at,
        )

        return consent_3
