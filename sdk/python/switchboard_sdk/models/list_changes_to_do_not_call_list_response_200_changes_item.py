from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.list_changes_to_do_not_call_list_response_200_changes_item_action import (
    ListChangesToDoNotCallListResponse200ChangesItemAction,
    check_list_changes_to_do_not_call_list_response_200_changes_item_action,
)
from ..models.list_changes_to_do_not_call_list_response_200_changes_item_source import (
    ListChangesToDoNotCallListResponse200ChangesItemSource,
    check_list_changes_to_do_not_call_list_response_200_changes_item_source,
)

T = TypeVar("T", bound="ListChangesToDoNotCallListResponse200ChangesItem")


@_attrs_define
class ListChangesToDoNotCallListResponse200ChangesItem:
    """
    Attributes:
        id (int):
        number (str):
        action (ListChangesToDoNotCallListResponse200ChangesItemAction):
        reason (None | str):
        user_id (int | None):
        user_email (None | str):
        api_key_id (int | None):
        source (ListChangesToDoNotCallListResponse200ChangesItemSource): the door: a key, the dashboard, the operator,
            the callee opting out during a call, by a text (STOP), or a do-not-disturb set in the connected CRM
        call_id (None | str): for source `call`, the call during which the callee opted out
        created_at (str):
    """

    id: int
    number: str
    action: ListChangesToDoNotCallListResponse200ChangesItemAction
    reason: None | str
    user_id: int | None
    user_email: None | str
    api_key_id: int | None
    source: ListChangesToDoNotCallListResponse200ChangesItemSource
    call_id: None | str
    created_at: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        number = self.number

        action: str = self.action

        reason: None | str
        reason = self.reason

        user_id: int | None
        user_id = self.user_id

        user_email: None | str
        user_email = self.user_email

        api_key_id: int | None
        api_key_id = self.api_key_id

        source: str = self.source

        call_id: None | str
        call_id = self.call_id

        created_at = self.created_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "number": number,
                "action": action,
                "reason": reason,
                "user_id": user_id,
                "user_email": user_email,
                "api_key_id": api_key_id,
                "source": source,
                "call_id": call_id,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        number = d.pop("number")

        action = check_list_changes_to_do_not_call_list_response_200_changes_item_action(d.pop("action"))

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_user_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        user_id = _parse_user_id(d.pop("user_id"))

        def _parse_user_email(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        user_email = _parse_user_email(d.pop("user_email"))

        def _parse_api_key_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        api_key_id = _parse_api_key_id(d.pop("api_key_id"))

        source = check_list_changes_to_do_not_call_list_response_200_changes_item_source(d.pop("source"))

        def _parse_call_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        call_id = _parse_call_id(d.pop("call_id"))

        created_at = d.pop("created_at")

        list_changes_to_do_not_call_list_response_200_changes_item = cls(
            id=id,
            number=number,
            action=action,
            reason=reason,
            user_id=user_id,
            user_email=user_email,
            api_key_id=api_key_id,
            source=source,
            call_id=call_id,
            created_at=created_at,
        )

        return list_changes_to_do_not_call_list_response_200_changes_item
