from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.link_calendar_body_provider import LinkCalendarBodyProvider, check_link_calendar_body_provider
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.link_calendar_body_caldav import LinkCalendarBodyCaldav
    from ..models.link_calendar_body_gohighlevel import LinkCalendarBodyGohighlevel


T = TypeVar("T", bound="LinkCalendarBody")


@_attrs_define
class LinkCalendarBody:
    """
    Attributes:
        provider (LinkCalendarBodyProvider):
        caldav (LinkCalendarBodyCaldav | Unset): required with provider caldav
        gohighlevel (LinkCalendarBodyGohighlevel | Unset):
        user_id (int | Unset): whose calendar this is; owners and admins may link one for another user of the account,
            default the key's user
    """

    provider: LinkCalendarBodyProvider
    caldav: LinkCalendarBodyCaldav | Unset = UNSET
    gohighlevel: LinkCalendarBodyGohighlevel | Unset = UNSET
    user_id: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        provider: str = self.provider

        caldav: dict[str, Any] | Unset = UNSET
        if not isinstance(self.caldav, Unset):
            caldav = self.caldav.to_dict()

        gohighlevel: dict[str, Any] | Unset = UNSET
        if not isinstance(self.gohighlevel, Unset):
            gohighlevel = self.gohighlevel.to_dict()

        user_id = self.user_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "provider": provider,
            }
        )
        if caldav is not UNSET:
            field_dict["caldav"] = caldav
        if gohighlevel is not UNSET:
            field_dict["gohighlevel"] = gohighlevel
        if user_id is not UNSET:
            field_dict["user_id"] = user_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.link_calendar_body_caldav import LinkCalendarBodyCaldav  # noqa: PLC0415
        from ..models.link_calendar_body_gohighlevel import LinkCalendarBodyGohighlevel  # noqa: PLC0415

        d = dict(src_dict)
        provider = check_link_calendar_body_provider(d.pop("provider"))

        _caldav = d.pop("caldav", UNSET)
        caldav: LinkCalendarBodyCaldav | Unset
        if isinstance(_caldav, Unset):
            caldav = UNSET
        else:
            caldav = LinkCalendarBodyCaldav.from_dict(_caldav)

        _gohighlevel = d.pop("gohighlevel", UNSET)
        gohighlevel: LinkCalendarBodyGohighlevel | Unset
        if isinstance(_gohighlevel, Unset):
            gohighlevel = UNSET
        else:
            gohighlevel = LinkCalendarBodyGohighlevel.from_dict(_gohighlevel)

        user_id = d.pop("user_id", UNSET)

        link_calendar_body = cls(
            provider=provider,
            caldav=caldav,
            gohighlevel=gohighlevel,
            user_id=user_id,
        )

        link_calendar_body.additional_properties = d
        return link_calendar_body

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
