from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.preview_campaign_before_it_starts_body_voicemail_action import (
    PreviewCampaignBeforeItStartsBodyVoicemailAction,
    check_preview_campaign_before_it_starts_body_voicemail_action,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="PreviewCampaignBeforeItStartsBodyVoicemail")


@_attrs_define
class PreviewCampaignBeforeItStartsBodyVoicemail:
    """at a voicemail greeting: hang_up (default), or leave_message with message, at most once per recipient across its
    attempts

        Attributes:
            action (PreviewCampaignBeforeItStartsBodyVoicemailAction | Unset):  Default: 'hang_up'.
            message (str | Unset): the message to leave, a template as the first message; required with leave_message
    """

    action: PreviewCampaignBeforeItStartsBodyVoicemailAction | Unset = "hang_up"
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
        action: PreviewCampaignBeforeItStartsBodyVoicemailAction | Unset
        if isinstance(_action, Unset):
            action = UNSET
        else:
            action = check_preview_campaign_before_it_starts_body_voicemail_action(_action)

        message = d.pop("message", UNSET)

        preview_campaign_before_it_starts_body_voicemail = cls(
            action=action,
            message=message,
        )

        return preview_campaign_before_it_starts_body_voicemail
