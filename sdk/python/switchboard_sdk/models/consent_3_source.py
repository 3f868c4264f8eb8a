from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.consent_3_source_type import Consent3SourceType, check_consent_3_source_type
from ..types import UNSET, Unset

T = TypeVar("T", bound="Consent3Source")


@_attrs_define
class Consent3Source:
    """
    Attributes:
        type_ (Consent3SourceType):
        url (str | Unset):
        ip (str | Unset):
        text (str | Unset):
    """

    type_: Consent3SourceType
    url: str | Unset = UNSET
    ip: str | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        url = self.url

        ip = self.ip

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if url is not UNSET:
            field_dict["url"] = url
        if ip is not UNSET:
            field_dict["ip"] = ip
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = check_consent_3_source_type(d.pop("type"))

        url = d.pop("url", UNSET)

        ip = d.pop("ip", UNSET)

        text = d.pop("text", UNSET)

        consent_3_source = cls(
            type_=type_,
            url=url,
            ip=ip,
            text=text,
        )

        return consent_3_source
