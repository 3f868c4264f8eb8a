from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.start_campaign_response_200_paused_reason_type_0 import (
    StartCampaignResponse200PausedReasonType0,
    check_start_campaign_response_200_paused_reason_type_0,
)
from ..models.start_campaign_response_200_purpose import (
    StartCampaignResponse200Purpose,
    check_start_campaign_response_200_purpose,
)
from ..models.start_campaign_response_200_status import (
    StartCampaignResponse200Status,
    check_start_campaign_response_200_status,
)

if TYPE_CHECKING:
    from ..models.start_campaign_response_200_agent import StartCampaignResponse200Agent
    from ..models.start_campaign_response_200_audience import StartCampaignResponse200Audience
    from ..models.start_campaign_response_200_calling_hours_type_0 import StartCampaignResponse200CallingHoursType0
    from ..models.start_campaign_response_200_progress import StartCampaignResponse200Progress
    from ..models.start_campaign_response_200_retry import StartCampaignResponse200Retry
    from ..models.start_campaign_response_200_variables import StartCampaignResponse200Variables
    from ..models.start_campaign_response_200_voicemail import StartCampaignResponse200Voicemail


T = TypeVar("T", bound="StartCampaignResponse200")


@_attrs_define
class StartCampaignResponse200:
    """
    Attributes:
        id (int):
        name (str):
        agent (StartCampaignResponse200Agent):
        status (StartCampaignResponse200Status):
        purpose (StartCampaignResponse200Purpose):
        audience (StartCampaignResponse200Audience):
        variables (StartCampaignResponse200Variables):
        calling_hours (None | StartCampaignResponse200CallingHoursType0):
        max_concurrent_calls (int):
        retry (StartCampaignResponse200Retry):
        voicemail (StartCampaignResponse200Voicemail):
        start_at (None | str):
        paused_reason (None | StartCampaignResponse200PausedReasonType0):
        created_at (str):
        started_at (None | str):
        completed_at (None | str):
        progress (StartCampaignResponse200Progress): recipients by their current outcome; the counts sum to total
    """

    id: int
    name: str
    agent: StartCampaignResponse200Agent
    status: StartCampaignResponse200Status
    purpose: StartCampaignResponse200Purpose
    audience: StartCampaignResponse200Audience
    variables: StartCampaignResponse200Variables
    calling_hours: None | StartCampaignResponse200CallingHoursType0
    max_concurrent_calls: int
    retry: StartCampaignResponse200Retry
    voicemail: StartCampaignResponse200Voicemail
    start_at: None | str
    paused_reason: None | StartCampaignResponse200PausedReasonType0
    created_at: str
    started_at: None | str
    completed_at: None | str
    progress: StartCampaignResponse200Progress

    def to_dict(self) -> dict[str, Any]:
        from ..models.start_campaign_response_200_calling_hours_type_0 import (
            StartCampaignResponse200CallingHoursType0,  # noqa: PLC0415
        )

        id = self.id

        name = self.name

        agent = self.agent.to_dict()

        status: str = self.status

        purpose: str = self.purpose

        audience = self.audience.to_dict()

        variables = self.variables.to_dict()

        calling_hours: dict[str, Any] | None
        if isinstance(self.calling_hours, StartCampaignResponse200CallingHoursType0):
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
        from ..models.start_campaign_response_200_agent import StartCampaignResponse200Agent  # noqa: PLC0415
        from ..models.start_campaign_response_200_audience import StartCampaignResponse200Audience  # noqa: PLC0415
        from ..models.start_campaign_response_200_calling_hours_type_0 import (
            StartCampaignResponse200CallingHoursType0,  # noqa: PLC0415
        )
        from ..models.start_campaign_response_200_progress import StartCampaignResponse200Progress  # noqa: PLC0415
        from ..models.start_campaign_response_200_retry import StartCampaignResponse200Retry  # noqa: PLC0415
        from ..models.start_campaign_response_200_variables import StartCampaignResponse200Variables  # noqa: PLC0415
        from ..models.start_campaign_response_200_voicemail import StartCampaignResponse200Voicemail  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        agent = StartCampaignResponse200Agent.from_dict(d.pop("agent"))

        status = check_start_campaign_response_200_status(d.pop("status"))

        purpose = check_start_campaign_response_200_purpose(d.pop("purpose"))

        audience = StartCampaignResponse200Audience.from_dict(d.pop("audience"))

        variables = StartCampaignResponse200Variables.from_dict(d.pop("variables"))

        def _parse_calling_hours(data: object) -> None | StartCampaignResponse200CallingHoursType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                calling_hours_type_0 = StartCampaignResponse200CallingHoursType0.from_dict(data)

                return calling_hours_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StartCampaignResponse200CallingHoursType0, data)

        calling_hours = _parse_calling_hours(d.pop("calling_hours"))

        max_concurrent_calls = d.pop("max_concurrent_calls")

        retry = StartCampaignResponse200Retry.from_dict(d.pop("retry"))

        voicemail = StartCampaignResponse200Voicemail.from_dict(d.pop("voicemail"))

        def _parse_start_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        start_at = _parse_start_at(d.pop("start_at"))

        def _parse_paused_reason(data: object) -> None | StartCampaignResponse200PausedReasonType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                paused_reason_type_0 = check_start_campaign_response_200_paused_reason_type_0(data)

                return paused_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StartCampaignResponse200PausedReasonType0, data)

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

        progress = StartCampaignResponse200Progress.from_dict(d.pop("progress"))

        start_campaign_response_200 = cls(
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

        return start_campaign_response_200
