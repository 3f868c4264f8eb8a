from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.get_call_response_200_voicemail_type_0_action import (
    GetCallResponse200VoicemailType0Action,
    check_get_call_response_200_voicemail_type_0_action,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="GetCallResponse200VoicemailType0")


@_attrs_define
class GetCallResponse200VoicemailType0:
    """
    Attributes:
        action (GetCallResponse200VoicemailType0Action):
        message (str | Unset):
    """

    action: GetCallResponse200VoicemailType0Action
    message: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action: str = self.action

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )
        if message is not UNSET:
            field_dict["message"] = message

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = check_get_call_response_200_voicemail_type_0_action(d.pop("action"))

        message = d.pop("message", UNSET)

        get_call_response_200_voicemail_type_0 = cls(
            action=action,
            message=message,
        )

        return get_call_response_200_voicemail_type_0
