from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.link_calendar_response_201_provider import (
    LinkCalendarResponse201Provider,
    check_link_calendar_response_201_provider,
)
from ..models.link_calendar_response_201_status import (
    LinkCalendarResponse201Status,
    check_link_calendar_response_201_status,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.link_calendar_response_201_calendars_item import LinkCalendarResponse201CalendarsItem
    from ..models.link_calendar_response_201_push import LinkCalendarResponse201Push


T = TypeVar("T", bound="LinkCalendarResponse201")


@_attrs_define
class LinkCalendarResponse201:
    """
    Attributes:
        id (int):
        provider (LinkCalendarResponse201Provider):
        user_id (int):
        account_label (str):
        status (LinkCalendarResponse201Status):
        calendars (list[LinkCalendarResponse201CalendarsItem]):
        push (LinkCalendarResponse201Push):
        last_synced_at (None | str):
        lag_seconds (int | None): seconds since the last good sync
        last_error (None | str):
        created_at (str):
        authorization_url (str | Unset): OAuth providers: where the person grants access (valid 10 minutes, once)
    """

    id: int
    provider: LinkCalendarResponse201Provider
    user_id: int
    account_label: str
    status: LinkCalendarResponse201Status
    calendars: list[LinkCalendarResponse201CalendarsItem]
    push: LinkCalendarResponse201Push
    last_synced_at: None | str
    lag_seconds: int | None
    last_error: None | str
    created_at: str
    authorization_url: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        provider: str = self.provider

        user_id = self.user_id

        account_label = self.account_label

        status: str = self.status

        calendars = []
        for calendars_item_data in self.calendars:
            calendars_item = calendars_item_data.to_dict()
            calendars.append(calendars_item)

        push = self.push.to_dict()

        last_synced_at: None | str
        last_synced_at = self.last_synced_at

        lag_seconds: int | None
        lag_seconds = self.lag_seconds

        last_error: None | str
        last_error = self.last_error

        created_at = self.created_at

        authorization_url = self.authorization_url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "provider": provider,
                "user_id": user_id,
                "account_label": account_label,
                "status": status,
                "calendars": calendars,
                "push": push,
                "last_synced_at": last_synced_at,
                "lag_seconds": lag_seconds,
                "last_error": last_error,
                "created_at": created_at,
            }
        )
        if authorization_url is not UNSET:
            field_dict["authorization_url"] = authorization_url

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.link_calendar_response_201_calendars_item import (
            LinkCalendarResponse201CalendarsItem,  # noqa: PLC0415
        )
        from ..models.link_calendar_response_201_push import LinkCalendarResponse201Push  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        provider = check_link_calendar_response_201_provider(d.pop("provider"))

        user_id = d.pop("user_id")

        account_label = d.pop("account_label")

        status = check_link_calendar_response_201_status(d.pop("status"))

        calendars = []
        _calendars = d.pop("calendars")
        for calendars_item_data in _calendars:
            calendars_item = LinkCalendarResponse201CalendarsItem.from_dict(calendars_item_data)

            calendars.append(calendars_item)

        push = LinkCalendarResponse201Push.from_dict(d.pop("push"))

        def _parse_last_synced_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_synced_at = _parse_last_synced_at(d.pop("last_synced_at"))

        def _parse_lag_seconds(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        lag_seconds = _parse_lag_seconds(d.pop("lag_seconds"))

        def _parse_last_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_error = _parse_last_error(d.pop("last_error"))

        created_at = d.pop("created_at")

        authorization_url = d.pop("authorization_url", UNSET)

        link_calendar_response_201 = cls(
            id=id,
            provider=provider,
            user_id=user_id,
            account_label=account_label,
            status=status,
            calendars=calendars,
            push=push,
            last_synced_at=last_synced_at,
            lag_seconds=lag_seconds,
            last_error=last_error,
            created_at=created_at,
            authorization_url=authorization_url,
        )

        return link_calendar_response_201
