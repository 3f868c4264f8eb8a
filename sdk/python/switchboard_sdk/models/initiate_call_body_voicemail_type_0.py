from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.initiate_call_body_voicemail_type_0_action import (
    InitiateCallBodyVoicemailType0Action,
    check_initiate_call_body_voicemail_type_0_action,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="InitiateCallBodyVoicemailType0")


@_attrs_define
class InitiateCallBodyVoicemailType0:
    """
    Attributes:
        action (InitiateCallBodyVoicemailType0Action | Unset):  Default: 'hang_up'.
        message (str | Unset): the message to leave, a template as the first message; required with leave_message
    """

    action: InitiateCallBodyVoicemailType0Action | Unset = "hang_up"
    message: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action: str | Unset = UNSET
        if not isinstance(self.action, Unset):
            action = self.action

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if action is not UNSET:
            field_dict["action"] = action
        if message is not UNSET:
            field_dict["message"] = message

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _action = d.pop("action", UNSET)
        action: InitiateCallBodyVoicemailType0Action | Unset
        if isinstance(_action, Unset):
            action = UNSET
        else:
            action = check_initiate_call_body_voicemail_type_0_action(_action)

        message = d.pop("message", UNSET)

        initiate_call_body_voicemail_type_0 = cls(
            action=action,
            message=message,
        )

        return initiate_call_body_voicemail_type_0
