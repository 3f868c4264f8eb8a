from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.list_campaigns_recipients_response_200_recipients_item_status import (
    ListCampaignsRecipientsResponse200RecipientsItemStatus,
    check_list_campaigns_recipients_response_200_recipients_item_status,
)

T = TypeVar("T", bound="ListCampaignsRecipientsResponse200RecipientsItem")


@_attrs_define
class ListCampaignsRecipientsResponse200RecipientsItem:
    """
    Attributes:
        contact_id (int | None):
        phone_number (None | str): the contact's primary number at start; null without one, or when the key's user
            cannot see the contact (a member, for a contact of another team)
        status (ListCampaignsRecipientsResponse200RecipientsItemStatus):
        attempts (int):
        last_call_id (int | None):
        next_attempt_at (None | str): when the recipient may be dialed next (a retry or the next calling-hours opening)
        ended_reason (None | str):
        wait_reason (None | str): why the recipient waits: the calling rules that blocked its last turn, or
            `caller_numbers_exhausted` when every number its agent may call from reached its daily cap or rests
    """

    contact_id: int | None
    phone_number: None | str
    status: ListCampaignsRecipientsResponse200RecipientsItemStatus
    attempts: int
    last_call_id: int | None
    next_attempt_at: None | str
    ended_reason: None | str
    wait_reason: None | str

    def to_dict(self) -> dict[str, Any]:
        contact_id: int | None
        contact_id = self.contact_id

        phone_number: None | str
        phone_number = self.phone_number

        status: str = self.status

        attempts = self.attempts

        last_call_id: int | None
        last_call_id = self.last_call_id

        next_attempt_at: None | str
        next_attempt_at = self.next_attempt_at

        ended_reason: None | str
        ended_reason = self.ended_reason

        wait_reason: None | str
        wait_reason = self.wait_reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "contact_id": contact_id,
                "phone_number": phone_number,
                "status": status,
                "attempts": attempts,
                "last_call_id": last_call_id,
                "next_attempt_at": next_attempt_at,
                "ended_reason": ended_reason,
                "wait_reason": wait_reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_contact_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        contact_id = _parse_contact_id(d.pop("contact_id"))

        def _parse_phone_number(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        phone_number = _parse_phone_number(d.pop("phone_number"))

        status = check_list_campaigns_recipients_response_200_recipients_item_status(d.pop("status"))

        attempts = d.pop("attempts")

        def _parse_last_call_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_call_id = _parse_last_call_id(d.pop("last_call_id"))

        def _parse_next_attempt_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_attempt_at = _parse_next_attempt_at(d.pop("next_attempt_at"))

        def _parse_ended_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ended_reason = _parse_ended_reason(d.pop("ended_reason"))

        def _parse_wait_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        wait_reason = _parse_wait_reason(d.pop("wait_reason"))

        list_campaigns_recipients_response_200_recipients_item = cls(
            contact_id=contact_id,
            phone_number=phone_number,
            status=status,
            attempts=attempts,
            last_call_id=last_call_id,
            next_attempt_at=next_attempt_at,
            ended_reason=ended_reason,
            wait_reason=wait_reason,
        )

        return list_campaigns_recipients_response_200_recipients_item
