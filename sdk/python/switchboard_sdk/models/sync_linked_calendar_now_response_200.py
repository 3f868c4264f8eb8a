from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sync_linked_calendar_now_response_200_status import (
    SyncLinkedCalendarNowResponse200Status,
    check_sync_linked_calendar_now_response_200_status,
)

T = TypeVar("T", bound="SyncLinkedCalendarNowResponse200")


@_attrs_define
class SyncLinkedCalendarNowResponse200:
    """
    Attributes:
        id (int):
        status (SyncLinkedCalendarNowResponse200Status):
        last_synced_at (None | str):
        last_error (None | str):
        message (str):
    """

    id: int
    status: SyncLinkedCalendarNowResponse200Status
    last_synced_at: None | str
    last_error: None | str
    message: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status: str = self.status

        last_synced_at: None | str
        last_synced_at = self.last_synced_at

        last_error: None | str
        last_error = self.last_error

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "status": status,
                "last_synced_at": last_synced_at,
                "last_error": last_error,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        status = check_sync_linked_calendar_now_response_200_status(d.pop("status"))

        def _parse_last_synced_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_synced_at = _parse_last_synced_at(d.pop("last_synced_at"))

        def _parse_last_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_error = _parse_last_error(d.pop("last_error"))

        message = d.pop("message")

        sync_linked_calendar_now_response_200 = cls(
            id=id,
            status=status,
            last_synced_at=last_synced_at,
            last_error=last_error,
            message=message,
        )

        return sync_linked_calendar_now_response_200
