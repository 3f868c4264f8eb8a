from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sync_crm_connection_now_response_202_status import (
    SyncCrmConnectionNowResponse202Status,
    check_sync_crm_connection_now_response_202_status,
)

T = TypeVar("T", bound="SyncCrmConnectionNowResponse202")


@_attrs_define
class SyncCrmConnectionNowResponse202:
    """
    Attributes:
        id (int):
        status (SyncCrmConnectionNowResponse202Status):
        message (str):
    """

    id: int
    status: SyncCrmConnectionNowResponse202Status
    message: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status: str = self.status

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "status": status,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        status = check_sync_crm_connection_now_response_202_status(d.pop("status"))

        message = d.pop("message")

        sync_crm_connection_now_response_202 = cls(
            id=id,
            status=status,
            message=message,
        )

        return sync_crm_connection_now_response_202
