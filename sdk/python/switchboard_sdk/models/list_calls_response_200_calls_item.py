from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.list_calls_response_200_calls_item_disclosure_check_type_0 import (
    ListCallsResponse200CallsItemDisclosureCheckType0,
    check_list_calls_response_200_calls_item_disclosure_check_type_0,
)
from ..models.list_calls_response_200_calls_item_ended_reason_type_0 import (
    ListCallsResponse200CallsItemEndedReasonType0,
    check_list_calls_response_200_calls_item_ended_reason_type_0,
)
from ..models.list_calls_response_200_calls_item_purpose import (
    ListCallsResponse200CallsItemPurpose,
    check_list_calls_response_200_calls_item_purpose,
)
from ..models.list_calls_response_200_calls_item_status import (
    ListCallsResponse200CallsItemStatus,
    check_list_calls_response_200_calls_item_status,
)

if TYPE_CHECKING:
    from ..models.list_calls_response_200_calls_item_agent import ListCallsResponse200CallsItemAgent
    from ..models.list_calls_response_200_calls_item_contact_type_0 import ListCallsResponse200CallsItemContactType0
    from ..models.list_calls_response_200_calls_item_cost_breakdown import ListCallsResponse200CallsItemCostBreakdown
    from ..models.list_calls_response_200_calls_item_disclosures_item import (
        ListCallsResponse200CallsItemDisclosuresItem,
    )
    from ..models.list_calls_response_200_calls_item_latency_type_0 import ListCallsResponse200CallsItemLatencyType0
    from ..models.list_calls_response_200_calls_item_retry import ListCallsResponse200CallsItemRetry
    from ..models.list_calls_response_200_calls_item_voicemail_type_0 import ListCallsResponse200CallsItemVoicemailType0


T = TypeVar("T", bound="ListCallsResponse200CallsItem")


@_attrs_define
class ListCallsResponse200CallsItem:
    """
    Attributes:
        id (int):
        call_id (str):
        status (ListCallsResponse200CallsItemStatus):
        type_ (str):
        phone_number (str):
        from_number (None | str): the number the call is placed from: a campaign's caller number chosen near the callee,
            else the agent's own; null when the agent had none
        agent (ListCallsResponse200CallsItemAgent):
        agent_version (int | None): the version of its agent the call was placed with (GET
            /api/v1/agents/{id}/versions); null for calls placed before versions were kept
        contact (ListCallsResponse200CallsItemContactType0 | None):
        created_at (str):
        estimated_start (str):
        started_at (None | str):
        ended_at (None | str):
        duration_seconds (int | None): talk time: how long the call lasted, in seconds
        cost_cents (int | None): billed minutes (every started minute of the talk time) × the per-minute rate
        cost (float | None):
        failure_reason (None | str):
        recording_url (None | str):
        summary (None | str):
        scheduled_at (None | str): when a scheduled call may be dialed
        ended_reason (ListCallsResponse200CallsItemEndedReasonType0 | None): why the call ended; null while it runs
        attempt (int): 1-based attempt number
        retry_of (None | str): call_id of attempt 1; null on attempt 1
        campaign_id (int | None):
        purpose (ListCallsResponse200CallsItemPurpose):
        retry (ListCallsResponse200CallsItemRetry): the redial policy every attempt of this call follows
        wait_reason (None | str): for a scheduled call, the rules that made it wait; null when it waits only for its
            scheduled_at, or does not wait
        voicemail (ListCallsResponse200CallsItemVoicemailType0 | None): what the call does at a voicemail greeting, its
            message rendered; null: nothing asked (the provider's default)
        voicemail_left (bool): whether the call left a message on a machine
        disclosures (list[ListCallsResponse200CallsItemDisclosuresItem]): what the call must tell the callee, chosen
            from the callee's jurisdictions when it was placed; the agent says it with {{disclosure}}
        disclosure_check (ListCallsResponse200CallsItemDisclosureCheckType0 | None): whether the agent's opening said
            them, checked once the call is over: said, missing (webhook call.compliance_flagged) or not_checked (not
            answered, or no transcript); null until then
        cost_breakdown (ListCallsResponse200CallsItemCostBreakdown): what the call cost the account and the provider
        latency (ListCallsResponse200CallsItemLatencyType0 | None): null until the provider reports per-turn latency; a
            part it does not measure is null
    """

    id: int
    call_id: str
    status: ListCallsResponse200CallsItemStatus
    type_: str
    phone_number: str
    from_number: None | str
    agent: ListCallsResponse200CallsItemAgent
    agent_version: int | None
    contact: ListCallsResponse200CallsItemContactType0 | None
    created_at: str
    estimated_start: str
    started_at: None | str
    ended_at: None | str
    duration_seconds: int | None
    cost_cents: int | None
    cost: float | None
    failure_reason: None | str
    recording_url: None | str
    summary: None | str
    scheduled_at: None | str
    ended_reason: ListCallsResponse200CallsItemEndedReasonType0 | None
    attempt: int
    retry_of: None | str
    campaign_id: int | None
    purpose: ListCallsResponse200CallsItemPurpose
    retry: ListCallsResponse200CallsItemRetry
    wait_reason: None | str
    voicemail: ListCallsResponse200CallsItemVoicemailType0 | None
    voicemail_left: bool
    disclosures: list[ListCallsResponse200CallsItemDisclosuresItem]
    disclosure_check: ListCallsResponse200CallsItemDisclosureCheckType0 | None
    cost_breakdown: ListCallsResponse200CallsItemCostBreakdown
    latency: ListCallsResponse200CallsItemLatencyType0 | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.list_calls_response_200_calls_item_contact_type_0 import (
            ListCallsResponse200CallsItemContactType0,  # noqa: PLC0415
        )
        from ..models.list_calls_response_200_calls_item_latency_type_0 import (
            ListCallsResponse200CallsItemLatencyType0,  # noqa: PLC0415
        )
        from ..models.list_calls_response_200_calls_item_voicemail_type_0 import (
            ListCallsResponse200CallsItemVoicemailType0,  # noqa: PLC0415
        )

        id = self.id

        call_id = self.call_id

        status: str = self.status

        type_ = self.type_

        phone_number = self.phone_number

        from_number: None | str
        from_number = self.from_number

        agent = self.agent.to_dict()

        agent_version: int | None
        agent_version = self.agent_version

        contact: dict[str, Any] | None
        if isinstance(self.contact, ListCallsResponse200CallsItemContactType0):
            contact = self.contact.to_dict()
        else:
            contact = self.contact

        created_at = self.created_at

        estimated_start = self.estimated_start

        started_at: None | str
        started_at = self.started_at

        ended_at: None | str
        ended_at = self.ended_at

        duration_seconds: int | None
        duration_seconds = self.duration_seconds

        cost_cents: int | None
        cost_cents = self.cost_cents

        cost: float | None
        cost = self.cost

        failure_reason: None | str
        failure_reason = self.failure_reason

        recording_url: None | str
        recording_url = self.recording_url

        summary: None | str
        summary = self.summary

        scheduled_at: None | str
        scheduled_at = self.scheduled_at

        ended_reason: None | str
        if isinstance(self.ended_reason, str):
            ended_reason = self.ended_reason
        else:
            ended_reason = self.ended_reason

        attempt = self.attempt

        retry_of: None | str
        retry_of = self.retry_of

        campaign_id: int | None
        campaign_id = self.campaign_id

        purpose: str = self.purpose

        retry = self.retry.to_dict()

        wait_reason: None | str
        wait_reason = self.wait_reason

        voicemail: dict[str, Any] | None
        if isinstance(self.voicemail, ListCallsResponse200CallsItemVoicemailType0):
            voicemail = self.voicemail.to_dict()
        else:
            voicemail = self.voicemail

        voicemail_left = self.voicemail_left

        disclosures = []
        for disclosures_item_data in self.disclosures:
            disclosures_item = disclosures_item_data.to_dict()
            disclosures.append(disclosures_item)

        disclosure_check: None | str
        if isinstance(self.disclosure_check, str):
            disclosure_check = self.disclosure_check
        else:
            disclosure_check = self.disclosure_check

        cost_breakdown = self.cost_breakdown.to_dict()

        latency: dict[str, Any] | None
        if isinstance(self.latency, ListCallsResponse200CallsItemLatencyType0):
            latency = self.latency.to_dict()
        else:
            latency = self.latency

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "call_id": call_id,
                "status": status,
                "type": type_,
                "phone_number": phone_number,
                "from_number": from_number,
                "agent": agent,
                "agent_version": agent_version,
                "contact": contact,
                "created_at": created_at,
                "estimated_start": estimated_start,
                "started_at": started_at,
                "ended_at": ended_at,
                "duration_seconds": duration_seconds,
                "cost_cents": cost_cents,
                "cost": cost,
                "failure_reason": failure_reason,
                "recording_url": recording_url,
                "summary": summary,
                "scheduled_at": scheduled_at,
                "ended_reason": ended_reason,
                "attempt": attempt,
                "retry_of": retry_of,
                "campaign_id": campaign_id,
                "purpose": purpose,
                "retry": retry,
                "wait_reason": wait_reason,
                "voicemail": voicemail,
                "voicemail_left": voicemail_left,
                "disclosures": disclosures,
                "disclosure_check": disclosure_check,
                "cost_breakdown": cost_breakdown,
                "latency": latency,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_calls_response_200_calls_item_agent import (
            ListCallsResponse200CallsItemAgent,  # noqa: PLC0415
        )
        from ..models.list_calls_response_200_calls_item_contact_type_0 import (
            ListCallsResponse200CallsItemContactType0,  # noqa: PLC0415
        )
        from ..models.list_calls_response_200_calls_item_cost_breakdown import (
            ListCallsResponse200CallsItemCostBreakdown,  # noqa: PLC0415
        )
        from ..models.list_calls_response_200_calls_item_disclosures_item import (
            ListCallsResponse200CallsItemDisclosuresItem,  # noqa: PLC0415
        )
        from ..models.list_calls_response_200_calls_item_latency_type_0 import (
            ListCallsResponse200CallsItemLatencyType0,  # noqa: PLC0415
        )
        from ..models.list_calls_response_200_calls_item_retry import (
            ListCallsResponse200CallsItemRetry,  # noqa: PLC0415
        )
        from ..models.list_calls_response_200_calls_item_voicemail_type_0 import (
            ListCallsResponse200CallsItemVoicemailType0,  # noqa: PLC0415
        )

        d = dict(src_dict)
        id = d.pop("id")

        call_id = d.pop("call_id")

        status = check_list_calls_response_200_calls_item_status(d.pop("status"))

        type_ = d.pop("type")

        phone_number = d.pop("phone_number")

        def _parse_from_number(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        from_number = _parse_from_number(d.pop("from_number"))

        agent = ListCallsResponse200CallsItemAgent.from_dict(d.pop("agent"))

        def _parse_agent_version(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        agent_version = _parse_agent_version(d.pop("agent_version"))

        def _parse_contact(data: object) -> ListCallsResponse200CallsItemContactType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                contact_type_0 = ListCallsResponse200CallsItemContactType0.from_dict(data)

                return contact_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ListCallsResponse200CallsItemContactType0 | None, data)

        contact = _parse_contact(d.pop("contact"))

        created_at = d.pop("created_at")

        estimated_start = d.pop("estimated_start")

        def _parse_started_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        started_at = _parse_started_at(d.pop("started_at"))

        def _parse_ended_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ended_at = _parse_ended_at(d.pop("ended_at"))

        def _parse_duration_seconds(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        duration_seconds = _parse_duration_seconds(d.pop("duration_seconds"))

        def _parse_cost_cents(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        cost_cents = _parse_cost_cents(d.pop("cost_cents"))

        def _parse_cost(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        cost = _parse_cost(d.pop("cost"))

        def _parse_failure_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        failure_reason = _parse_failure_reason(d.pop("failure_reason"))

        def _parse_recording_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        recording_url = _parse_recording_url(d.pop("recording_url"))

        def _parse_summary(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        summary = _parse_summary(d.pop("summary"))

        def _parse_scheduled_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        scheduled_at = _parse_scheduled_at(d.pop("scheduled_at"))

        def _parse_ended_reason(data: object) -> ListCallsResponse200CallsItemEndedReasonType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ended_reason_type_0 = check_list_calls_response_200_calls_item_ended_reason_type_0(data)

                return ended_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ListCallsResponse200CallsItemEndedReasonType0 | None, data)

        ended_reason = _parse_ended_reason(d.pop("ended_reason"))

        attempt = d.pop("attempt")

        def _parse_retry_of(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        retry_of = _parse_retry_of(d.pop("retry_of"))

        def _parse_campaign_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        campaign_id = _parse_campaign_id(d.pop("campaign_id"))

        purpose = check_list_calls_response_200_calls_item_purpose(d.pop("purpose"))

        retry = ListCallsResponse200CallsItemRetry.from_dict(d.pop("retry"))

        def _parse_wait_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        wait_reason = _parse_wait_reason(d.pop("wait_reason"))

        def _parse_voicemail(data: object) -> ListCallsResponse200CallsItemVoicemailType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                voicemail_type_0 = ListCallsResponse200CallsItemVoicemailType0.from_dict(data)

                return voicemail_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ListCallsResponse200CallsItemVoicemailType0 | None, data)

        voicemail = _parse_voicemail(d.pop("voicemail"))

        voicemail_left = d.pop("voicemail_left")

        disclosures = []
        _disclosures = d.pop("disclosures")
        for disclosures_item_data in _disclosures:
            disclosures_item = ListCallsResponse200CallsItemDisclosuresItem.from_dict(disclosures_item_data)

            disclosures.append(disclosures_item)

        def _parse_disclosure_check(data: object) -> ListCallsResponse200CallsItemDisclosureCheckType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disclosure_check_type_0 = check_list_calls_response_200_calls_item_disclosure_check_type_0(data)

                return disclosure_check_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ListCallsResponse200CallsItemDisclosureCheckType0 | None, data)

        disclosure_check = _parse_disclosure_check(d.pop("disclosure_check"))

        cost_breakdown = ListCallsResponse200CallsItemCostBreakdown.from_dict(d.pop("cost_breakdown"))

        def _parse_latency(data: object) -> ListCallsResponse200CallsItemLatencyType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                latency_type_0 = ListCallsResponse200CallsItemLatencyType0.from_dict(data)

                return latency_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ListCallsResponse200CallsItemLatencyType0 | None, data)

        latency = _parse_latency(d.pop("latency"))

        list_calls_response_200_calls_item = cls(
            id=id,
            call_id=call_id,
            status=status,
            type_=type_,
            phone_number=phone_number,
            from_number=from_number,
            agent=agent,
            agent_version=agent_version,
            contact=contact,
            created_at=created_at,
            estimated_start=estimated_start,
            started_at=started_at,
            ended_at=ended_at,
            duration_seconds=duration_seconds,
            cost_cents=cost_cents,
            cost=cost,
            failure_reason=failure_reason,
            recording_url=recording_url,
            summary=summary,
            scheduled_at=scheduled_at,
            ended_reason=ended_reason,
            attempt=attempt,
            retry_of=retry_of,
            campaign_id=campaign_id,
            purpose=purpose,
            retry=retry,
            wait_reason=wait_reason,
            voicemail=voicemail,
            voicemail_left=voicemail_left,
            disclosures=disclosures,
            disclosure_check=disclosure_check,
            cost_breakdown=cost_breakdown,
            latency=latency,
        )

        return list_calls_response_200_calls_item
