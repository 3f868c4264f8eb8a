from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.list_campaigns_response_200_campaigns_item_paused_reason_type_0 import (
    ListCampaignsResponse200CampaignsItemPausedReasonType0,
    check_list_campaigns_response_200_campaigns_item_paused_reason_type_0,
)
from ..models.list_campaigns_response_200_campaigns_item_purpose import (
    ListCampaignsResponse200CampaignsItemPurpose,
    check_list_campaigns_response_200_campaigns_item_purpose,
)
from ..models.list_campaigns_response_200_campaigns_item_status import (
    ListCampaignsResponse200CampaignsItemStatus,
    check_list_campaigns_response_200_campaigns_item_status,
)

if TYPE_CHECKING:
    from ..models.list_campaigns_response_200_campaigns_item_agent import ListCampaignsResponse200CampaignsItemAgent
    from ..models.list_campaigns_response_200_campaigns_item_audience import (
        ListCampaignsResponse200CampaignsItemAudience,
    )
    from ..models.list_campaigns_response_200_campaigns_item_calling_hours_type_0 import (
        ListCampaignsResponse200CampaignsItemCallingHoursType0,
    )
    from ..models.list_campaigns_response_200_campaigns_item_progress import (
        ListCampaignsResponse200CampaignsItemProgress,
    )
    from ..models.list_campaigns_response_200_campaigns_item_retry import ListCampaignsResponse200CampaignsItemRetry
    from ..models.list_campaigns_response_200_campaigns_item_variables import (
        ListCampaignsResponse200CampaignsItemVariables,
    )
    from ..models.list_campaigns_response_200_campaigns_item_voicemail import (
        ListCampaignsResponse200CampaignsItemVoicemail,
    )


T = TypeVar("T", bound="ListCampaignsResponse200CampaignsItem")


@_attrs_define
class ListCampaignsResponse200CampaignsItem:
    """
    Attributes:
        id (int):
        name (str):
        agent (ListCampaignsResponse200CampaignsItemAgent):
        status (ListCampaignsResponse200CampaignsItemStatus):
        purpose (ListCampaignsResponse200CampaignsItemPurpose):
        audience (ListCampaignsResponse200CampaignsItemAudience):
        variables (ListCampaignsResponse200CampaignsItemVariables):
        calling_hours (ListCampaignsResponse200CampaignsItemCallingHoursType0 | None):
        max_concurrent_calls (int):
        retry (ListCampaignsResponse200CampaignsItemRetry):
        voicemail (ListCampaignsResponse200CampaignsItemVoicemail):
        start_at (None | str):
        paused_reason (ListCampaignsResponse200CampaignsItemPausedReasonType0 | None):
        created_at (str):
        started_at (None | str):
        completed_at (None | str):
        progress (ListCampaignsResponse200CampaignsItemProgress): recipients by their current outcome; the counts sum to
            total
    """

    id: int
    name: str
    agent: ListCampaignsResponse200CampaignsItemAgent
    status: ListCampaignsResponse200CampaignsItemStatus
    purpose: ListCampaignsResponse200CampaignsItemPurpose
    audience: ListCampaignsResponse200CampaignsItemAudience
    variables: ListCampaignsResponse200CampaignsItemVariables
    calling_hours: ListCampaignsResponse200CampaignsItemCallingHoursType0 | None
    max_concurrent_calls: int
    retry: ListCampaignsResponse200CampaignsItemRetry
    voicemail: ListCampaignsResponse200CampaignsItemVoicemail
    start_at: None | str
    paused_reason: ListCampaignsResponse200CampaignsItemPausedReasonType0 | None
    created_at: str
    started_at: None | str
    completed_at: None | str
    progress: ListCampaignsResponse200CampaignsItemProgress

    def to_dict(self) -> dict[str, Any]:
        from ..models.list_campaigns_response_200_campaigns_item_calling_hours_type_0 import (
            ListCampaignsResponse200CampaignsItemCallingHoursType0,  # noqa: PLC0415
        )

        id = self.id

        name = self.name

        agent = self.agent.to_dict()

        status: str = self.status

        purpose: str = self.purpose

        audience = self.audience.to_dict()

        variables = self.variables.to_dict()

        calling_hours: dict[str, Any] | None
        if isinstance(self.calling_hours, ListCampaignsResponse200CampaignsItemCallingHoursType0):
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
        from ..models.list_campaigns_response_200_campaigns_item_agent import (
            ListCampaignsResponse200CampaignsItemAgent,  # noqa: PLC0415
        )
        from ..models.list_campaigns_response_200_campaigns_item_audience import (
            ListCampaignsResponse200CampaignsItemAudience,  # noqa: PLC0415
        )
        from ..models.list_campaigns_response_200_campaigns_item_calling_hours_type_0 import (
            ListCampaignsResponse200CampaignsItemCallingHoursType0,  # noqa: PLC0415
        )
        from ..models.list_campaigns_response_200_campaigns_item_progress import (
            ListCampaignsResponse200CampaignsItemProgress,  # noqa: PLC0415
        )
        from ..models.list_campaigns_response_200_campaigns_item_retry import (
            ListCampaignsResponse200CampaignsItemRetry,  # noqa: PLC0415
        )
        from ..models.list_campaigns_response_200_campaigns_item_variables import (
            ListCampaignsResponse200CampaignsItemVariables,  # noqa: PLC0415
        )
        from ..models.list_campaigns_response_200_campaigns_item_voicemail import (
            ListCampaignsResponse200CampaignsItemVoicemail,  # noqa: PLC0415
        )

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        agent = ListCampaignsResponse200CampaignsItemAgent.from_dict(d.pop("agent"))

        status = check_list_campaigns_response_200_campaigns_item_status(d.pop("status"))

        purpose = check_list_campaigns_response_200_campaigns_item_purpose(d.pop("purpose"))

        audience = ListCampaignsResponse200CampaignsItemAudience.from_dict(d.pop("audience"))

        variables = ListCampaignsResponse200CampaignsItemVariables.from_dict(d.pop("variables"))

        def _parse_calling_hours(data: object) -> ListCampaignsResponse200CampaignsItemCallingHoursType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                calling_hours_type_0 = ListCampaignsResponse200CampaignsItemCallingHoursType0.from_dict(data)

                return calling_hours_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ListCampaignsResponse200CampaignsItemCallingHoursType0 | None, data)

        calling_hours = _parse_calling_hours(d.pop("calling_hours"))

        max_concurrent_calls = d.pop("max_concurrent_calls")

        retry = ListCampaignsResponse200CampaignsItemRetry.from_dict(d.pop("retry"))

        voicemail = ListCampaignsResponse200CampaignsItemVoicemail.from_dict(d.pop("voicemail"))

        def _parse_start_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        start_at = _parse_start_at(d.pop("start_at"))

        def _parse_paused_reason(data: object) -> ListCampaignsResponse200CampaignsItemPausedReasonType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                paused_reason_type_0 = check_list_campaigns_response_200_campaigns_item_paused_reason_type_0(data)

                return paused_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ListCampaignsResponse200CampaignsItemPausedReasonType0 | None, data)

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

        progress = ListCampaignsResponse200CampaignsItemProgress.from_dict(d.pop("progress"))

        list_campaigns_response_200_campaigns_item = cls(
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

        return list_campaigns_response_200_campaigns_item
