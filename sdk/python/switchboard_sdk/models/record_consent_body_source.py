from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.record_consent_body_source_type import RecordConsentBodySourceType, check_record_consent_body_source_type
from ..types import UNSET, Unset

T = TypeVar("T", bound="RecordConsentBodySource")


@_attrs_define
class RecordConsentBodySource:
    """Where the consent came from; default `{ "type": "api" }`.

    Attributes:
        type_ (RecordConsentBodySourceType): How the consent was given: a web form, on paper, by voice, through the API,
            or in an imported file.
        url (str | Unset): The address of the form or page where the person agreed.
        ip (str | Unset): The address the agreement came from.
        text (str | Unset): The words the person agreed to, as shown to them.
    """

    type_: RecordConsentBodySourceType
    url: str | Unset = UNSET
    ip: str | Unset = UNSET
    text: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        url = self.url

        ip: str | Unset
        if isinstance(self.ip, Unset):
            ip = UNSET
        else:
            ip = self.ip

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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
        type_ = check_record_consent_body_source_type(d.pop("type"))

        url = d.pop("url", UNSET)

        def _parse_ip(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        ip = _parse_ip(d.pop("ip", UNSET))

        text = d.pop("text", UNSET)

        record_consent_body_source = cls(
            type_=type_,
            url=url,
            ip=ip,
            text=text,
        )

        record_consent_body_source.additional_properties = d
        return record_consent_body_source

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
