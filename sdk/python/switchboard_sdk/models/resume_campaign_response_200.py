from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.resume_campaign_response_200_paused_reason_type_0 import (
    ResumeCampaignResponse200PausedReasonType0,
    check_resume_campaign_response_200_paused_reason_type_0,
)
from ..models.resume_campaign_response_200_purpose import (
    ResumeCampaignResponse200Purpose,
    check_resume_campaign_response_200_purpose,
)
from ..models.resume_campaign_response_200_status import (
    ResumeCampaignResponse200Status,
    check_resume_campaign_response_200_status,
)

if TYPE_CHECKING:
    from ..models.resume_campaign_response_200_agent import ResumeCampaignResponse200Agent
    from ..models.resume_campaign_response_200_audience import ResumeCampaignResponse200Audience
    from ..models.resume_campaign_response_200_calling_hours_type_0 import ResumeCampaignResponse200CallingHoursType0
    from ..models.resume_campaign_response_200_progress import ResumeCampaignResponse200Progress
    from ..models.resume_campaign_response_200_retry import ResumeCampaignResponse200Retry
    from ..models.resume_campaign_response_200_variables import ResumeCampaignResponse200Variables
    from ..models.resume_campaign_response_200_voicemail import ResumeCampaignResponse200Voicemail


T = TypeVar("T", bound="ResumeCampaignResponse200")


@_attrs_define
class ResumeCampaignResponse200:
    """
    Attributes:
        id (int):
        name (str):
        agent (ResumeCampaignResponse200Agent):
        status (ResumeCampaignResponse200Status):
        purpose (ResumeCampaignResponse200Purpose):
        audience (ResumeCampaignResponse200Audience):
        variables (ResumeCampaignResponse200Variables):
        calling_hours (None | ResumeCampaignResponse200CallingHoursType0):
        max_concurrent_calls (int):
        retry (ResumeCampaignResponse200Retry):
        voicemail (ResumeCampaignResponse200Voicemail):
        start_at (None | str):
        paused_reason (None | ResumeCampaignResponse200PausedReasonType0):
        created_at (str):
        started_at (None | str):
        completed_at (None | str):
        progress (ResumeCampaignResponse200Progress): recipients by their current outcome; the counts sum to total
    """

    id: int
    name: str
    agent: ResumeCampaignResponse200Agent
    status: ResumeCampaignResponse200Status
    purpose: ResumeCampaignResponse200Purpose
    audience: ResumeCampaignResponse200Audience
    variables: ResumeCampaignResponse200Variables
    calling_hours: None | ResumeCampaignResponse200CallingHoursType0
    max_concurrent_calls: int
    retry: ResumeCampaignResponse200Retry
    voicemail: ResumeCampaignResponse200Voicemail
    start_at: None | str
    paused_reason: None | ResumeCampaignResponse200PausedReasonType0
    created_at: str
    started_at: None | str
    completed_at: None | str
    progress: ResumeCampaignResponse200Progress

    def to_dict(self) -> dict[str, Any]:
        from ..models.resume_campaign_response_200_calling_hours_type_0 import (
            ResumeCampaignResponse200CallingHoursType0,  # noqa: PLC0415
        )

        id = self.id

        name = self.name

        agent = self.agent.to_dict()

        status: str = self.status

        purpose: str = self.purpose

        audience = self.audience.to_dict()

        variables = self.variables.to_dict()

        calling_hours: dict[str, Any] | None
        if isinstance(self.calling_hours, ResumeCampaignResponse200CallingHoursType0):
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
        from ..models.resume_campaign_response_200_agent import ResumeCampaignResponse200Agent  # noqa: PLC0415
        from ..models.resume_campaign_response_200_audience import ResumeCampaignResponse200Audience  # noqa: PLC0415
        from ..models.resume_campaign_response_200_calling_hours_type_0 import (
            ResumeCampaignResponse200CallingHoursType0,  # noqa: PLC0415
        )
        from ..models.resume_campaign_response_200_progress import ResumeCampaignResponse200Progress  # noqa: PLC0415
        from ..models.resume_campaign_response_200_retry import ResumeCampaignResponse200Retry  # noqa: PLC0415
        from ..models.resume_campaign_response_200_variables import ResumeCampaignResponse200Variables  # noqa: PLC0415
        from ..models.resume_campaign_response_200_voicemail import ResumeCampaignResponse200Voicemail  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        agent = ResumeCampaignResponse200Agent.from_dict(d.pop("agent"))

        status = check_resume_campaign_response_200_status(d.pop("status"))

        purpose = check_resume_campaign_response_200_purpose(d.pop("purpose"))

        audience = ResumeCampaignResponse200Audience.from_dict(d.pop("audience"))

        variables = ResumeCampaignResponse200Variables.from_dict(d.pop("variables"))

        def _parse_calling_hours(data: object) -> None | ResumeCampaignResponse200CallingHoursType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                calling_hours_type_0 = ResumeCampaignResponse200CallingHoursType0.from_dict(data)

                return calling_hours_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ResumeCampaignResponse200CallingHoursType0, data)

        calling_hours = _parse_calling_hours(d.pop("calling_hours"))

        max_concurrent_calls = d.pop("max_concurrent_calls")

        retry = ResumeCampaignResponse200Retry.from_dict(d.pop("retry"))

        voicemail = ResumeCampaignResponse200Voicemail.from_dict(d.pop("voicemail"))

        def _parse_start_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        start_at = _parse_start_at(d.pop("start_at"))

        def _parse_paused_reason(data: object) -> None | ResumeCampaignResponse200PausedReasonType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                paused_reason_type_0 = check_resume_campaign_response_200_paused_reason_type_0(data)

                return paused_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ResumeCampaignResponse200PausedReasonType0, data)

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

        progress = ResumeCampaignResponse200Progress.from_dict(d.pop("progress"))

        resume_campaign_response_200 = cls(
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

        return resume_campaign_response_200
