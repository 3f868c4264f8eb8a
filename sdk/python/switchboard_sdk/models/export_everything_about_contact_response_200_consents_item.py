from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.export_everything_about_contact_response_200_consents_item_source import (
        ExportEverythingAboutContactResponse200ConsentsItemSource,
    )


T = TypeVar("T", bound="ExportEverythingAboutContactResponse200ConsentsItem")


@_attrs_define
class ExportEverythingAboutContactResponse200ConsentsItem:
    """
    Attributes:
        id (int):
        phone_number (str):
        kind (str):
        scope (str):
        source (ExportEverythingAboutContactResponse200ConsentsItemSource):
        seller (str):
        captured_at (str):
        expires_at (None | str):
        revoked_at (None | str):
        revoked_via (None | str):
    """

    id: int
    phone_number: str
    kind: str
    scope: str
    source: ExportEverythingAboutContactResponse200ConsentsItemSource
    seller: str
    captured_at: str
    expires_at: None | str
    revoked_at: None | str
    revoked_via: None | str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        phone_number = self.phone_number

        kind = self.kind

        scope = self.scope

        source = self.source.to_dict()

        seller = self.seller

        captured_at = self.captured_at

        expires_at: None | str
        expires_at = self.expires_at

        revoked_at: None | str
        revoked_at = self.revoked_at

        revoked_via: None | str
        revoked_via = self.revoked_via

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "phone_number": phone_number,
                "kind": kind,
                "scope": scope,
                "source": source,
                "seller": seller,
                "captured_at": captured_at,
                "expires_at": expires_at,
                "revoked_at": revoked_at,
                "revoked_via": revoked_via,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.export_everything_about_contact_response_200_consents_item_source import (
            ExportEverythingAboutContactResponse200ConsentsItemSource,  # noqa: PLC0415
        )

        d = dict(src_dict)
        id = d.pop("id")

        phone_number = d.pop("phone_number")

        kind = d.pop("kind")

        scope = d.pop("scope")

        source = ExportEverythingAboutContactResponse200ConsentsItemSource.from_dict(d.pop("source"))

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

        def _parse_revoked_via(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        revoked_via = _parse_revoked_via(d.pop("revoked_via"))

        export_everything_about_contact_response_200_consents_item = cls(
            id=id,
            phone_number=phone_number,
            kind=kind,
            scope=scope,
            source=source,
            seller=seller,
            captured_at=captured_at,
            expires_at=expires_at,
            revoked_at=revoked_at,
            revoked_via=revoked_via,
        )

        return export_everything_about_contact_response_200_consents_item
