from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.connect_crm_body_provider import ConnectCrmBodyProvider, check_connect_crm_body_provider
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.connect_crm_body_gohighlevel import ConnectCrmBodyGohighlevel
    from ..models.connect_crm_body_hubspot import ConnectCrmBodyHubspot


T = TypeVar("T", bound="ConnectCrmBody")


@_attrs_define
class ConnectCrmBody:
    """
    Attributes:
        provider (ConnectCrmBodyProvider):
        gohighlevel (ConnectCrmBodyGohighlevel | Unset): required with provider gohighlevel
        hubspot (ConnectCrmBodyHubspot | Unset):
    """

    provider: ConnectCrmBodyProvider
    gohighlevel: ConnectCrmBodyGohighlevel | Unset = UNSET
    hubspot: ConnectCrmBodyHubspot | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        provider: str = self.provider

        gohighlevel: dict[str, Any] | Unset = UNSET
        if not isinstance(self.gohighlevel, Unset):
            gohighlevel = self.gohighlevel.to_dict()

        hubspot: dict[str, Any] | Unset = UNSET
        if not isinstance(self.hubspot, Unset):
            hubspot = self.hubspot.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "provider": provider,
            }
        )
        if gohighlevel is not UNSET:
            field_dict["gohighlevel"] = gohighlevel
        if hubspot is not UNSET:
            field_dict["hubspot"] = hubspot

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.connect_crm_body_gohighlevel import ConnectCrmBodyGohighlevel  # noqa: PLC0415
        from ..models.connect_crm_body_hubspot import ConnectCrmBodyHubspot  # noqa: PLC0415

        d = dict(src_dict)
        provider = check_connect_crm_body_provider(d.pop("provider"))

        _gohighlevel = d.pop("gohighlevel", UNSET)
        gohighlevel: ConnectCrmBodyGohighlevel | Unset
        if isinstance(_gohighlevel, Unset):
            gohighlevel = UNSET
        else:
            gohighlevel = ConnectCrmBodyGohighlevel.from_dict(_gohighlevel)

        _hubspot = d.pop("hubspot", UNSET)
        hubspot: ConnectCrmBodyHubspot | Unset
        if isinstance(_hubspot, Unset):
            hubspot = UNSET
        else:
            hubspot = ConnectCrmBodyHubspot.from_dict(_hubspot)

        connect_crm_body = cls(
            provider=provider,
            gohighlevel=gohighlevel,
            hubspot=hubspot,
        )

        connect_crm_body.additional_properties = d
        return connect_crm_body

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
