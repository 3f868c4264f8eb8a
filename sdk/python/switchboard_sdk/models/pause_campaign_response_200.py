from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.pause_campaign_response_200_paused_reason_type_0 import (
    PauseCampaignResponse200PausedReasonType0,
    check_pause_campaign_response_200_paused_reason_type_0,
)
from ..models.pause_campaign_response_200_purpose import (
    PauseCampaignResponse200Purpose,
    check_pause_campaign_response_200_purpose,
)
from ..models.pause_campaign_response_200_status import (
    PauseCampaignResponse200Status,
    check_pause_campaign_response_200_status,
)

if TYPE_CHECKING:
    from ..models.pause_campaign_response_200_agent import PauseCampaignResponse200Agent
    from ..models.pause_campaign_response_200_audience import PauseCampaignResponse200Audience
    from ..models.pause_campaign_response_200_calling_hours_type_0 import PauseCampaignResponse200CallingHoursType0
    from ..models.pause_campaign_response_200_progress import PauseCampaignResponse200Progress
    from ..models.pause_campaign_response_200_retry import PauseCampaignResponse200Retry
    from ..models.pause_campaign_response_200_variables import PauseCampaignResponse200Variables
    from ..models.pause_campaign_response_200_voicemail import PauseCampaignResponse200Voicemail


T = TypeVar("T", bound="PauseCampaignResponse200")


@_attrs_define
class PauseCampaignResponse200:
    """
    Attributes:
        id (int):
        name (str):
        agent (PauseCampaignResponse200Agent):
        status (PauseCampaignResponse200Status):
        purpose (PauseCampaignResponse200Purpose):
        audience (PauseCampaignResponse200Audience):
        variables (PauseCampaignResponse200Variables):
        calling_hours (None | PauseCampaignResponse200CallingHoursType0):
        max_concurrent_calls (int):
        retry (PauseCampaignResponse200Retry):
        voicemail (PauseCampaignResponse200Voicemail):
        start_at (None | str):
        paused_reason (None | PauseCampaignResponse200PausedReasonType0):
        created_at (str):
        started_at (None | str):
        completed_at (None | str):
        progress (PauseCampaignResponse200Progress): recipients by their current outcome; the counts sum to total
    """

    id: int
    name: str
    agent: PauseCampaignResponse200Agent
    status: PauseCampaignResponse200Status
    purpose: PauseCampaignResponse200Purpose
    audience: PauseCampaignResponse200Audience
    variables: PauseCampaignResponse200Variables
    calling_hours: None | PauseCampaignResponse200CallingHoursType0
    max_concurrent_calls: int
    retry: PauseCampaignResponse200Retry
    voicemail: PauseCampaignResponse200Voicemail
    start_at: None | str
    paused_reason: None | PauseCampaignResponse200PausedReasonType0
    created_at: str
    started_at: None | str
    completed_at: None | str
    progress: PauseCampaignResponse200Progress

    def to_dict(self) -> dict[str, Any]:
        from ..models.pause_campaign_response_200_calling_hours_type_0 import (
            PauseCampaignResponse200CallingHoursType0,  # noqa: PLC0415
        )

        id = self.id

        name = self.name

        agent = self.agent.to_dict()

        status: str = self.status

        purpose: str = self.purpose

        audience = self.audience.to_dict()

        variables = self.variables.to_dict()

        calling_hours: dict[str, Any] | None
        if isinstance(self.calling_hours, PauseCampaignResponse200CallingHoursType0):
            calling_hours = self.calling_hours.to_dict()
        else:
            calling_hours = self.calling_hours

        max_concurrent_calls = self.max_concurrent_calls

        retry = self.retry.to_dict()

        voicemail = self.voicemail.to_dict()

        start_at: None | str
        start_at = self.start_at

        paused_reason: None | str
        if isinstance(self.paused_reason, str):
            paused_reason = self.paused_reason
        else:
            paused_reason = self.paused_reason

        created_at = self.created_at

        started_at: None | str
        started_at = self.started_at

        completed_at: None | str
        completed_at = self.completed_at

        progress = self.progress.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "agent": agent,
                "status": status,
                "purpose": purpose,
                "audience": audience,
                "variables": variables,
                "calling_hours": calling_hours,
                "max_concurrent_calls": max_concurrent_calls,
                "retry": retry,
                "voicemail": voicemail,
                "start_at": start_at,
                "paused_reason": paused_reason,
                "created_at": created_at,
                "started_at": started_at,
                "completed_at": completed_at,
                "progress": progress,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pause_campaign_response_200_agent import PauseCampaignResponse200Agent  # noqa: PLC0415
        from ..models.pause_campaign_response_200_audience import PauseCampaignResponse200Audience  # noqa: PLC0415
        from ..models.pause_campaign_response_200_calling_hours_type_0 import (
            PauseCampaignResponse200CallingHoursType0,  # noqa: PLC0415
        )
        from ..models.pause_campaign_response_200_progress import PauseCampaignResponse200Progress  # noqa: PLC0415
        from ..models.pause_campaign_response_200_retry import PauseCampaignResponse200Retry  # noqa: PLC0415
        from ..models.pause_campaign_response_200_variables import PauseCampaignResponse200Variables  # noqa: PLC0415
        from ..models.pause_campaign_response_200_voicemail import PauseCampaignResponse200Voicemail  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        agent = PauseCampaignResponse200Agent.from_dict(d.pop("agent"))

        status = check_pause_campaign_response_200_status(d.pop("status"))

        purpose = check_pause_campaign_response_200_purpose(d.pop("purpose"))

        audience = PauseCampaignResponse200Audience.from_dict(d.pop("audience"))

        variables = PauseCampaignResponse200Variables.from_dict(d.pop("variables"))

        def _parse_calling_hours(data: object) -> None | PauseCampaignResponse200CallingHoursType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                calling_hours_type_0 = PauseCampaignResponse200CallingHoursType0.from_dict(data)

                return calling_hours_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PauseCampaignResponse200CallingHoursType0, data)

        calling_hours = _parse_calling_hours(d.pop("calling_hours"))

        max_concurrent_calls = d.pop("max_concurrent_calls")

        retry = PauseCampaignResponse200Retry.from_dict(d.pop("retry"))

        voicemail = PauseCampaignResponse200Voicemail.from_dict(d.pop("voicemail"))

        def _parse_start_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        start_at = _parse_start_at(d.pop("start_at"))

        def _parse_paused_reason(data: object) -> None | PauseCampaignResponse200PausedReasonType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                paused_reason_type_0 = check_pause_campaign_response_200_paused_reason_type_0(data)

                return paused_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PauseCampaignResponse200PausedReasonType0, data)

        paused_reason = _parse_paused_reason(d.pop("paused_reason"))

        created_at = d.pop("created_at")

        def _parse_started_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        started_at = _parse_started_at(d.pop("started_at"))

        def _parse_completed_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        completed_at = _parse_completed_at(d.pop("completed_at"))

        progress = PauseCampaignResponse200Progress.from_dict(d.pop("progress"))

        pause_campaign_response_200 = cls(
            id=id,
            name=name,
            agent=agent,
            status=status,
            purpose=purpose,
            audience=audience,
            variables=variables,
            calling_hours=calling_hours,
            max_concurrent_calls=max_concurrent_calls,
            retry=retry,
            voicemail=voicemail,
            start_at=start_at,
            paused_reason=paused_reason,
            created_at=created_at,
            started_at=started_at,
            completed_at=completed_at,
            progress=progress,
        )

        return pause_campaign_response_200
