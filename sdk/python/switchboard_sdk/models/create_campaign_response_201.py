from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.create_campaign_response_201_paused_reason_type_0 import (
    CreateCampaignResponse201PausedReasonType0,
    check_create_campaign_response_201_paused_reason_type_0,
)
from ..models.create_campaign_response_201_purpose import (
    CreateCampaignResponse201Purpose,
    check_create_campaign_response_201_purpose,
)
from ..models.create_campaign_response_201_status import (
    CreateCampaignResponse201Status,
    check_create_campaign_response_201_status,
)

if TYPE_CHECKING:
    from ..models.create_campaign_response_201_agent import CreateCampaignResponse201Agent
    from ..models.create_campaign_response_201_audience import CreateCampaignResponse201Audience
    from ..models.create_campaign_response_201_calling_hours_type_0 import CreateCampaignResponse201CallingHoursType0
    from ..models.create_campaign_response_201_progress import CreateCampaignResponse201Progress
    from ..models.create_campaign_response_201_retry import CreateCampaignResponse201Retry
    from ..models.create_campaign_response_201_variables import CreateCampaignResponse201Variables
    from ..models.create_campaign_response_201_voicemail import CreateCampaignResponse201Voicemail


T = TypeVar("T", bound="CreateCampaignResponse201")


@_attrs_define
class CreateCampaignResponse201:
    """
    Attributes:
        id (int):
        name (str):
        agent (CreateCampaignResponse201Agent):
        status (CreateCampaignResponse201Status):
        purpose (CreateCampaignResponse201Purpose):
        audience (CreateCampaignResponse201Audience):
        variables (CreateCampaignResponse201Variables):
        calling_hours (CreateCampaignResponse201CallingHoursType0 | None):
        max_concurrent_calls (int):
        retry (CreateCampaignResponse201Retry):
        voicemail (CreateCampaignResponse201Voicemail):
        start_at (None | str):
        paused_reason (CreateCampaignResponse201PausedReasonType0 | None):
        created_at (str):
        started_at (None | str):
        completed_at (None | str):
        progress (CreateCampaignResponse201Progress): recipients by their current outcome; the counts sum to total
    """

    id: int
    name: str
    agent: CreateCampaignResponse201Agent
    status: CreateCampaignResponse201Status
    purpose: CreateCampaignResponse201Purpose
    audience: CreateCampaignResponse201Audience
    variables: CreateCampaignResponse201Variables
    calling_hours: CreateCampaignResponse201CallingHoursType0 | None
    max_concurrent_calls: int
    retry: CreateCampaignResponse201Retry
    voicemail: CreateCampaignResponse201Voicemail
    start_at: None | str
    paused_reason: CreateCampaignResponse201PausedReasonType0 | None
    created_at: str
    started_at: None | str
    completed_at: None | str
    progress: CreateCampaignResponse201Progress

    def to_dict(self) -> dict[str, Any]:
        from ..models.create_campaign_response_201_calling_hours_type_0 import (
            CreateCampaignResponse201CallingHoursType0,  # noqa: PLC0415
        )

        id = self.id

        name = self.name

        agent = self.agent.to_dict()

        status: str = self.status

        purpose: str = self.purpose

        audience = self.audience.to_dict()

        variables = self.variables.to_dict()

        calling_hours: dict[str, Any] | None
        if isinstance(self.calling_hours, CreateCampaignResponse201CallingHoursType0):
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
        from ..models.create_campaign_response_201_agent import CreateCampaignResponse201Agent  # noqa: PLC0415
        from ..models.create_campaign_response_201_audience import CreateCampaignResponse201Audience  # noqa: PLC0415
        from ..models.create_campaign_response_201_calling_hours_type_0 import (
            CreateCampaignResponse201CallingHoursType0,  # noqa: PLC0415
        )
        from ..models.create_campaign_response_201_progress import CreateCampaignResponse201Progress  # noqa: PLC0415
        from ..models.create_campaign_response_201_retry import CreateCampaignResponse201Retry  # noqa: PLC0415
        from ..models.create_campaign_response_201_variables import CreateCampaignResponse201Variables  # noqa: PLC0415
        from ..models.create_campaign_response_201_voicemail import CreateCampaignResponse201Voicemail  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        agent = CreateCampaignResponse201Agent.from_dict(d.pop("agent"))

        status = check_create_campaign_response_201_status(d.pop("status"))

        purpose = check_create_campaign_response_201_purpose(d.pop("purpose"))

        audience = CreateCampaignResponse201Audience.from_dict(d.pop("audience"))

        variables = CreateCampaignResponse201Variables.from_dict(d.pop("variables"))

        def _parse_calling_hours(data: object) -> CreateCampaignResponse201CallingHoursType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                calling_hours_type_0 = CreateCampaignResponse201CallingHoursType0.from_dict(data)

                return calling_hours_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CreateCampaignResponse201CallingHoursType0 | None, data)

        calling_hours = _parse_calling_hours(d.pop("calling_hours"))

        max_concurrent_calls = d.pop("max_concurrent_calls")

        retry = CreateCampaignResponse201Retry.from_dict(d.pop("retry"))

        voicemail = CreateCampaignResponse201Voicemail.from_dict(d.pop("voicemail"))

        def _parse_start_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        start_at = _parse_start_at(d.pop("start_at"))

        def _parse_paused_reason(data: object) -> CreateCampaignResponse201PausedReasonType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                paused_reason_type_0 = check_create_campaign_response_201_paused_reason_type_0(data)

                return paused_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CreateCampaignResponse201PausedReasonType0 | None, data)

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

        progress = CreateCampaignResponse201Progress.from_dict(d.pop("progress"))

        create_campaign_response_201 = cls(
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

        return create_campaign_response_201
