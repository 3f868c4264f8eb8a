from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.get_campaign_response_200_paused_reason_type_0 import (
    GetCampaignResponse200PausedReasonType0,
    check_get_campaign_response_200_paused_reason_type_0,
)
from ..models.get_campaign_response_200_purpose import (
    GetCampaignResponse200Purpose,
    check_get_campaign_response_200_purpose,
)
from ..models.get_campaign_response_200_status import (
    GetCampaignResponse200Status,
    check_get_campaign_response_200_status,
)

if TYPE_CHECKING:
    from ..models.get_campaign_response_200_agent import GetCampaignResponse200Agent
    from ..models.get_campaign_response_200_audience import GetCampaignResponse200Audience
    from ..models.get_campaign_response_200_calling_hours_type_0 import GetCampaignResponse200CallingHoursType0
    from ..models.get_campaign_response_200_progress import GetCampaignResponse200Progress
    from ..models.get_campaign_response_200_retry import GetCampaignResponse200Retry
    from ..models.get_campaign_response_200_variables import GetCampaignResponse200Variables
    from ..models.get_campaign_response_200_voicemail import GetCampaignResponse200Voicemail


T = TypeVar("T", bound="GetCampaignResponse200")


@_attrs_define
class GetCampaignResponse200:
    """
    Attributes:
        id (int):
        name (str):
        agent (GetCampaignResponse200Agent):
        status (GetCampaignResponse200Status):
        purpose (GetCampaignResponse200Purpose):
        audience (GetCampaignResponse200Audience):
        variables (GetCampaignResponse200Variables):
        calling_hours (GetCampaignResponse200CallingHoursType0 | None):
        max_concurrent_calls (int):
        retry (GetCampaignResponse200Retry):
        voicemail (GetCampaignResponse200Voicemail):
        start_at (None | str):
        paused_reason (GetCampaignResponse200PausedReasonType0 | None):
        created_at (str):
        started_at (None | str):
        completed_at (None | str):
        progress (GetCampaignResponse200Progress): recipients by their current outcome; the counts sum to total
    """

    id: int
    name: str
    agent: GetCampaignResponse200Agent
    status: GetCampaignResponse200Status
    purpose: GetCampaignResponse200Purpose
    audience: GetCampaignResponse200Audience
    variables: GetCampaignResponse200Variables
    calling_hours: GetCampaignResponse200CallingHoursType0 | None
    max_concurrent_calls: int
    retry: GetCampaignResponse200Retry
    voicemail: GetCampaignResponse200Voicemail
    start_at: None | str
    paused_reason: GetCampaignResponse200PausedReasonType0 | None
    created_at: str
    started_at: None | str
    completed_at: None | str
    progress: GetCampaignResponse200Progress

    def to_dict(self) -> dict[str, Any]:
        from ..models.get_campaign_response_200_calling_hours_type_0 import (
            GetCampaignResponse200CallingHoursType0,  # noqa: PLC0415
        )

        id = self.id

        name = self.name

        agent = self.agent.to_dict()

        status: str = self.status

        purpose: str = self.purpose

        audience = self.audience.to_dict()

        variables = self.variables.to_dict()

        calling_hours: dict[str, Any] | None
        if isinstance(self.calling_hours, GetCampaignResponse200CallingHoursType0):
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
        from ..models.get_campaign_response_200_agent import GetCampaignResponse200Agent  # noqa: PLC0415
        from ..models.get_campaign_response_200_audience import GetCampaignResponse200Audience  # noqa: PLC0415
        from ..models.get_campaign_response_200_calling_hours_type_0 import (
            GetCampaignResponse200CallingHoursType0,  # noqa: PLC0415
        )
        from ..models.get_campaign_response_200_progress import GetCampaignResponse200Progress  # noqa: PLC0415
        from ..models.get_campaign_response_200_retry import GetCampaignResponse200Retry  # noqa: PLC0415
        from ..models.get_campaign_response_200_variables import GetCampaignResponse200Variables  # noqa: PLC0415
        from ..models.get_campaign_response_200_voicemail import GetCampaignResponse200Voicemail  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        agent = GetCampaignResponse200Agent.from_dict(d.pop("agent"))

        status = check_get_campaign_response_200_status(d.pop("status"))

        purpose = check_get_campaign_response_200_purpose(d.pop("purpose"))

        audience = GetCampaignResponse200Audience.from_dict(d.pop("audience"))

        variables = GetCampaignResponse200Variables.from_dict(d.pop("variables"))

        def _parse_calling_hours(data: object) -> GetCampaignResponse200CallingHoursType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                calling_hours_type_0 = GetCampaignResponse200CallingHoursType0.from_dict(data)

                return calling_hours_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GetCampaignResponse200CallingHoursType0 | None, data)

        calling_hours = _parse_calling_hours(d.pop("calling_hours"))

        max_concurrent_calls = d.pop("max_concurrent_calls")

        retry = GetCampaignResponse200Retry.from_dict(d.pop("retry"))

        voicemail = GetCampaignResponse200Voicemail.from_dict(d.pop("voicemail"))

        def _parse_start_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        start_at = _parse_start_at(d.pop("start_at"))

        def _parse_paused_reason(data: object) -> GetCampaignResponse200PausedReasonType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                paused_reason_type_0 = check_get_campaign_response_200_paused_reason_type_0(data)

                return paused_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GetCampaignResponse200PausedReasonType0 | None, data)

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

        progress = GetCampaignResponse200Progress.from_dict(d.pop("progress"))

        get_campaign_response_200 = cls(
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

        return get_campaign_response_200
