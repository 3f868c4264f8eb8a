from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ConnectCrmBodyHubspot")


@_attrs_define
class ConnectCrmBodyHubspot:
    """
    Attributes:
        token (str | Unset): a HubSpot private app token: active at once; without it, OAuth
        portal_id (str | Unset): the HubSpot account's id, which its webhooks name
    """

    token: str | Unset = UNSET
    portal_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        token = self.token

        portal_id = self.portal_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if token is not UNSET:
            field_dict["token"] = token
        if portal_id is not UNSET:
            field_dict["portal_id"] = portal_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        token = d.pop("token", UNSET)

        portal_id = d.pop("portal_id", UNSET)

        connect_crm_body_hubspot = cls(
            token=token,
            portal_id=portal_id,
        )

        connect_crm_body_hubspot.additional_properties = d
        return connect_crm_body_hubspot

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
