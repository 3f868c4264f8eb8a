from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.list_campaigns_response_200_campaigns_item_voicemail_action import (
    ListCampaignsResponse200CampaignsItemVoicemailAction,
    check_list_campaigns_response_200_campaigns_item_voicemail_action,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ListCampaignsResponse200CampaignsItemVoicemail")


@_attrs_define
class ListCampaignsResponse200CampaignsItemVoicemail:
    """
    Attributes:
        action (ListCampaignsResponse200CampaignsItemVoicemailAction):
        message (str | Unset):
    """

    action: ListCampaignsResponse200CampaignsItemVoicemailAction
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
        action = check_list_campaigns_response_200_campaigns_item_voicemail_action(d.pop("action"))

        message = d.pop("message", UNSET)

        list_campaigns_response_200_campaigns_item_voicemail = cls(
            action=action,
            message=message,
        )

        return list_campaigns_response_200_campaigns_item_voicemail
