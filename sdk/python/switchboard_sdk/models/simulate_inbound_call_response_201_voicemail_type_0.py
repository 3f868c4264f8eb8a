from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.simulate_inbound_call_response_201_voicemail_type_0_action import (
    SimulateInboundCallResponse201VoicemailType0Action,
    check_simulate_inbound_call_response_201_voicemail_type_0_action,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="SimulateInboundCallResponse201VoicemailType0")


@_attrs_define
class SimulateInboundCallResponse201VoicemailType0:
    """
    Attributes:
        action (SimulateInboundCallResponse201VoicemailType0Action):
        message (str | Unset):
    """

    action: SimulateInboundCallResponse201VoicemailType0Action
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
        action = check_simulate_inbound_call_response_201_voicemail_type_0_action(d.pop("action"))

        message = d.pop("message", UNSET)

        simulate_inbound_call_response_201_voicemail_type_0 = cls(
            action=action,
            message=message,
        )

        return simulate_inbound_call_response_201_voicemail_type_0
