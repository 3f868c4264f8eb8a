from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.start_campaign_response_200_voicemail_action import (
    StartCampaignResponse200VoicemailAction,
    check_start_campaign_response_200_voicemail_action,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="StartCampaignResponse200Voicemail")


@_attrs_define
class StartCampaignResponse200Voicemail:
    """
    Attributes:
        action (StartCampaignResponse200VoicemailAction):
        message (str | Unset):
    """

    action: StartCampaignResponse200VoicemailAction
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
        action = check_start_campaign_response_200_voicemail_action(d.pop("action"))

        message = d.pop("message", UNSET)

        start_campaign_response_200_voicemail = cls(
            action=action,
            message=message,
        )

        return start_campaign_response_200_voicemail
