from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.list_linked_calendars_response_200_connections_item_provider import (
    ListLinkedCalendarsResponse200ConnectionsItemProvider,
    check_list_linked_calendars_response_200_connections_item_provider,
)
from ..models.list_linked_calendars_response_200_connections_item_status import (
    ListLinkedCalendarsResponse200ConnectionsItemStatus,
    check_list_linked_calendars_response_200_connections_item_status,
)

if TYPE_CHECKING:
    from ..models.list_linked_calendars_response_200_connections_item_calendars_item import (
        ListLinkedCalendarsResponse200ConnectionsItemCalendarsItem,
    )
    from ..models.list_linked_calendars_response_200_connections_item_push import (
        ListLinkedCalendarsResponse200ConnectionsItemPush,
    )


T = TypeVar("T", bound="ListLinkedCalendarsResponse200ConnectionsItem")


@_attrs_define
class ListLinkedCalendarsResponse200ConnectionsItem:
    """
    Attributes:
        id (int):
        provider (ListLinkedCalendarsResponse200ConnectionsItemProvider):
        user_id (int):
        account_label (str):
        status (ListLinkedCalendarsResponse200ConnectionsItemStatus):
        calendars (list[ListLinkedCalendarsResponse200ConnectionsItemCalendarsItem]):
        push (ListLinkedCalendarsResponse200ConnectionsItemPush):
        last_synced_at (None | str):
        lag_seconds (int | None): seconds since the last good sync
        last_error (None | str):
        created_at (str):
    """

    id: int
    provider: ListLinkedCalendarsResponse200ConnectionsItemProvider
    user_id: int
    account_label: str
    status: ListLinkedCalendarsResponse200ConnectionsItemStatus
    calendars: list[ListLinkedCalendarsResponse200ConnectionsItemCalendarsItem]
    push: ListLinkedCalendarsResponse200ConnectionsItemPush
    last_synced_at: None | str
    lag_seconds: int | None
    last_error: None | str
    created_at: str

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

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_linked_calendars_response_200_connections_item_calendars_item import (
            ListLinkedCalendarsResponse200ConnectionsItemCalendarsItem,  # noqa: PLC0415
        )
        from ..models.list_linked_calendars_response_200_connections_item_push import (
            ListLinkedCalendarsResponse200ConnectionsItemPush,  # noqa: PLC0415
        )

        d = dict(src_dict)
        id = d.pop("id")

        provider = check_list_linked_calendars_response_200_connections_item_provider(d.pop("provider"))

        user_id = d.pop("user_id")

        account_label = d.pop("account_label")

        status = check_list_linked_calendars_response_200_connections_item_status(d.pop("status"))

        calendars = []
        _calendars = d.pop("calendars")
        for calendars_item_data in _calendars:
            calendars_item = ListLinkedCalendarsResponse200ConnectionsItemCalendarsItem.from_dict(calendars_item_data)

            calendars.append(calendars_item)

        push = ListLinkedCalendarsResponse200ConnectionsItemPush.from_dict(d.pop("push"))

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

        list_linked_calendars_response_200_connections_item = cls(
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
        )

        return list_linked_calendars_response_200_connections_item
