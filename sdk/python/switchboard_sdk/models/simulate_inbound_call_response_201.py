from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.simulate_inbound_call_response_201_disclosure_check_type_0 import (
    SimulateInboundCallResponse201DisclosureCheckType0,
    check_simulate_inbound_call_response_201_disclosure_check_type_0,
)
from ..models.simulate_inbound_call_response_201_disclosure_missing_type_0_item import (
    SimulateInboundCallResponse201DisclosureMissingType0Item,
    check_simulate_inbound_call_response_201_disclosure_missing_type_0_item,
)
from ..models.simulate_inbound_call_response_201_ended_reason_type_0 import (
    SimulateInboundCallResponse201EndedReasonType0,
    check_simulate_inbound_call_response_201_ended_reason_type_0,
)
from ..models.simulate_inbound_call_response_201_purpose import (
    SimulateInboundCallResponse201Purpose,
    check_simulate_inbound_call_response_201_purpose,
)
from ..models.simulate_inbound_call_response_201_status import (
    SimulateInboundCallResponse201Status,
    check_simulate_inbound_call_response_201_status,
)

if TYPE_CHECKING:
    from ..models.simulate_inbound_call_response_201_agent import SimulateInboundCallResponse201Agent
    from ..models.simulate_inbound_call_response_201_analysis_type_0 import SimulateInboundCallResponse201AnalysisType0
    from ..models.simulate_inbound_call_response_201_contact_type_0 import SimulateInboundCallResponse201ContactType0
    from ..models.simulate_inbound_call_response_201_cost_breakdown import SimulateInboundCallResponse201CostBreakdown
    from ..models.simulate_inbound_call_response_201_disclosures_item import (
        SimulateInboundCallResponse201DisclosuresItem,
    )
    from ..models.simulate_inbound_call_response_201_events_item import SimulateInboundCallResponse201EventsItem
    from ..models.simulate_inbound_call_response_201_latency_type_0 import SimulateInboundCallResponse201LatencyType0
    from ..models.simulate_inbound_call_response_201_retry import SimulateInboundCallResponse201Retry
    from ..models.simulate_inbound_call_response_201_transcript_type_0_item import (
        SimulateInboundCallResponse201TranscriptType0Item,
    )
    from ..models.simulate_inbound_call_response_201_transferred_to_type_0 import (
        SimulateInboundCallResponse201TransferredToType0,
    )
    from ..models.simulate_inbound_call_response_201_variables import SimulateInboundCallResponse201Variables
    from ..models.simulate_inbound_call_response_201_voicemail_type_0 import (
        SimulateInboundCallResponse201VoicemailType0,
    )


T = TypeVar("T", bound="SimulateInboundCallResponse201")


@_attrs_define
class SimulateInboundCallResponse201:
    """
    Attributes:
        id (int):
        call_id (str):
        status (SimulateInboundCallResponse201Status):
        type_ (str):
        phone_number (str):
        from_number (None | str): the number the call is placed from: a campaign's caller number chosen near the callee,
            else the agent's own; null when the agent had none
        agent (SimulateInboundCallResponse201Agent):
        agent_version (int | None): the version of its agent the call was placed with (GET
            /api/v1/agents/{id}/versions); null for calls placed before versions were kept
        contact (None | SimulateInboundCallResponse201ContactType0):
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
        ended_reason (None | SimulateInboundCallResponse201EndedReasonType0): why the call ended; null while it runs
        attempt (int): 1-based attempt number
        retry_of (None | str): call_id of attempt 1; null on attempt 1
        campaign_id (int | None):
        purpose (SimulateInboundCallResponse201Purpose):
        retry (SimulateInboundCallResponse201Retry): the redial policy every attempt of this call follows
        wait_reason (None | str): for a scheduled call, the rules that made it wait; null when it waits only for its
            scheduled_at, or does not wait
        voicemail (None | SimulateInboundCallResponse201VoicemailType0): what the call does at a voicemail greeting, its
            message rendered; null: nothing asked (the provider's default)
        voicemail_left (bool): whether the call left a message on a machine
        disclosures (list[SimulateInboundCallResponse201DisclosuresItem]): what the call must tell the callee, chosen
            from the callee's jurisdictions when it was placed; the agent says it with {{disclosure}}
        disclosure_check (None | SimulateInboundCallResponse201DisclosureCheckType0): whether the agent's opening said
            them, checked once the call is over: said, missing (webhook call.compliance_flagged) or not_checked (not
            answered, or no transcript); null until then
        cost_breakdown (SimulateInboundCallResponse201CostBreakdown): what the call cost the account and the provider
        latency (None | SimulateInboundCallResponse201LatencyType0): null until the provider reports per-turn latency; a
            part it does not measure is null
        events (list[SimulateInboundCallResponse201EventsItem]): calendar events the call's agent booked during the call
            (each event's call_id names this call); a callback booked by transfer_to_human is a voice_call
        transferred_to (None | SimulateInboundCallResponse201TransferredToType0): the person the agent handed the call
            to (transfer_to_human); null when it was not
        transcript (list[SimulateInboundCallResponse201TranscriptType0Item] | None):
        analysis (None | SimulateInboundCallResponse201AnalysisType0): filled after the call when its agent has an
            analysis setting (webhook call.analyzed)
        disclosure_missing (list[SimulateInboundCallResponse201DisclosureMissingType0Item] | None): the kinds the check
            did not hear (empty unless disclosure_check is missing); null until checked
        variables (SimulateInboundCallResponse201Variables):
        first_message (str):
        instructions (str):
        content_purged_at (None | str): when the account's retention (content_days) removed the call's content:
            transcript, recording, summary, analysis values, variables and rendered instructions are then empty, and its
            times, status, cost and outcome stay; null: as recorded
    """

    id: int
    call_id: str
    status: SimulateInboundCallResponse201Status
    type_: str
    phone_number: str
    from_number: None | str
    agent: SimulateInboundCallResponse201Agent
    agent_version: int | None
    contact: None | SimulateInboundCallResponse201ContactType0
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
    ended_reason: None | SimulateInboundCallResponse201EndedReasonType0
    attempt: int
    retry_of: None | str
    campaign_id: int | None
    purpose: SimulateInboundCallResponse201Purpose
    retry: SimulateInboundCallResponse201Retry
    wait_reason: None | str
    voicemail: None | SimulateInboundCallResponse201VoicemailType0
    voicemail_left: bool
    disclosures: list[SimulateInboundCallResponse201DisclosuresItem]
    disclosure_check: None | SimulateInboundCallResponse201DisclosureCheckType0
    cost_breakdown: SimulateInboundCallResponse201CostBreakdown
    latency: None | SimulateInboundCallResponse201LatencyType0
    events: list[SimulateInboundCallResponse201EventsItem]
    transferred_to: None | SimulateInboundCallResponse201TransferredToType0
    transcript: list[SimulateInboundCallResponse201TranscriptType0Item] | None
    analysis: None | SimulateInboundCallResponse201AnalysisType0
    disclosure_missing: list[SimulateInboundCallResponse201DisclosureMissingType0Item] | None
    variables: SimulateInboundCallResponse201Variables
    first_message: str
    instructions: str
    content_purged_at: None | str

    def to_dict(self) -> dict[str, Any]:
        from ..models.simulate_inbound_call_response_201_analysis_type_0 import (
            SimulateInboundCallResponse201AnalysisType0,  # noqa: PLC0415
        )
        from ..models.simulate_inbound_call_response_201_contact_type_0 import (
            SimulateInboundCallResponse201ContactType0,  # noqa: PLC0415
        )
        from ..models.simulate_inbound_call_response_201_latency_type_0 import (
            SimulateInboundCallResponse201LatencyType0,  # noqa: PLC0415
        )
        from ..models.simulate_inbound_call_response_201_transferred_to_type_0 import (
            SimulateInboundCallResponse201TransferredToType0,  # noqa: PLC0415
        )
        from ..models.simulate_inbound_call_response_201_voicemail_type_0 import (
            SimulateInboundCallResponse201VoicemailType0,  # noqa: PLC0415
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
        if isinstance(self.contact, SimulateInboundCallResponse201ContactType0):
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
        if isinstance(self.voicemail, SimulateInboundCallResponse201VoicemailType0):
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
        if isinstance(self.latency, SimulateInboundCallResponse201LatencyType0):
            latency = self.latency.to_dict()
        else:
            latency = self.latency

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        transferred_to: dict[str, Any] | None
        if isinstance(self.transferred_to, SimulateInboundCallResponse201TransferredToType0):
            transferred_to = self.transferred_to.to_dict()
        else:
            transferred_to = self.transferred_to

        transcript: list[dict[str, Any]] | None
        if isinstance(self.transcript, list):
            transcript = []
            for transcript_type_0_item_data in self.transcript:
                transcript_type_0_item = transcript_type_0_item_data.to_dict()
                transcript.append(transcript_type_0_item)

        else:
            transcript = self.transcript

        analysis: dict[str, Any] | None
        if isinstance(self.analysis, SimulateInboundCallResponse201AnalysisType0):
            analysis = self.analysis.to_dict()
        else:
            analysis = self.analysis

        disclosure_missing: list[str] | None
        if isinstance(self.disclosure_missing, list):
            disclosure_missing = []
            for disclosure_missing_type_0_item_data in self.disclosure_missing:
                disclosure_missing_type_0_item: str = disclosure_missing_type_0_item_data
                disclosure_missing.append(disclosure_missing_type_0_item)

        else:
            disclosure_missing = self.disclosure_missing

        variables = self.variables.to_dict()

        first_message = self.first_message

        instructions = self.instructions

        content_purged_at: None | str
        content_purged_at = self.content_purged_at

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
                "events": events,
                "transferred_to": transferred_to,
                "transcript": transcript,
                "analysis": analysis,
                "disclosure_missing": disclosure_missing,
                "variables": variables,
                "first_message": first_message,
                "instructions": instructions,
                "content_purged_at": content_purged_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.simulate_inbound_call_response_201_agent import (
            SimulateInboundCallResponse201Agent,  # noqa: PLC0415
        )
        from ..models.simulate_inbound_call_response_201_analysis_type_0 import (
            SimulateInboundCallResponse201AnalysisType0,  # noqa: PLC0415
        )
        from ..models.simulate_inbound_call_response_201_contact_type_0 import (
            SimulateInboundCallResponse201ContactType0,  # noqa: PLC0415
        )
        from ..models.simulate_inbound_call_response_201_cost_breakdown import (
            SimulateInboundCallResponse201CostBreakdown,  # noqa: PLC0415
        )
        from ..models.simulate_inbound_call_response_201_disclosures_item import (
            SimulateInboundCallResponse201DisclosuresItem,  # noqa: PLC0415
        )
        from ..models.simulate_inbound_call_response_201_events_item import (
            SimulateInboundCallResponse201EventsItem,  # noqa: PLC0415
        )
        from ..models.simulate_inbound_call_response_201_latency_type_0 import (
            SimulateInboundCallResponse201LatencyType0,  # noqa: PLC0415
        )
        from ..models.simulate_inbound_call_response_201_retry import (
            SimulateInboundCallResponse201Retry,  # noqa: PLC0415
        )
        from ..models.simulate_inbound_call_response_201_transcript_type_0_item import (
            SimulateInboundCallResponse201TranscriptType0Item,  # noqa: PLC0415
        )
        from ..models.simulate_inbound_call_response_201_transferred_to_type_0 import (
            SimulateInboundCallResponse201TransferredToType0,  # noqa: PLC0415
        )
        from ..models.simulate_inbound_call_response_201_variables import (
            SimulateInboundCallResponse201Variables,  # noqa: PLC0415
        )
        from ..models.simulate_inbound_call_response_201_voicemail_type_0 import (
            SimulateInboundCallResponse201VoicemailType0,  # noqa: PLC0415
        )

        d = dict(src_dict)
        id = d.pop("id")

        call_id = d.pop("call_id")

        status = check_simulate_inbound_call_response_201_status(d.pop("status"))

        type_ = d.pop("type")

        phone_number = d.pop("phone_number")

        def _parse_from_number(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        from_number = _parse_from_number(d.pop("from_number"))

        agent = SimulateInboundCallResponse201Agent.from_dict(d.pop("agent"))

        def _parse_agent_version(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        agent_version = _parse_agent_version(d.pop("agent_version"))

        def _parse_contact(data: object) -> None | SimulateInboundCallResponse201ContactType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                contact_type_0 = SimulateInboundCallResponse201ContactType0.from_dict(data)

                return contact_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SimulateInboundCallResponse201ContactType0, data)

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

        def _parse_ended_reason(data: object) -> None | SimulateInboundCallResponse201EndedReasonType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ended_reason_type_0 = check_simulate_inbound_call_response_201_ended_reason_type_0(data)

                return ended_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SimulateInboundCallResponse201EndedReasonType0, data)

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

        purpose = check_simulate_inbound_call_response_201_purpose(d.pop("purpose"))

        retry = SimulateInboundCallResponse201Retry.from_dict(d.pop("retry"))

        def _parse_wait_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        wait_reason = _parse_wait_reason(d.pop("wait_reason"))

        def _parse_voicemail(data: object) -> None | SimulateInboundCallResponse201VoicemailType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                voicemail_type_0 = SimulateInboundCallResponse201VoicemailType0.from_dict(data)

                return voicemail_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SimulateInboundCallResponse201VoicemailType0, data)

        voicemail = _parse_voicemail(d.pop("voicemail"))

        voicemail_left = d.pop("voicemail_left")

        disclosures = []
        _disclosures = d.pop("disclosures")
        for disclosures_item_data in _disclosures:
            disclosures_item = SimulateInboundCallResponse201DisclosuresItem.from_dict(disclosures_item_data)

            disclosures.append(disclosures_item)

        def _parse_disclosure_check(data: object) -> None | SimulateInboundCallResponse201DisclosureCheckType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disclosure_check_type_0 = check_simulate_inbound_call_response_201_disclosure_check_type_0(data)

                return disclosure_check_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SimulateInboundCallResponse201DisclosureCheckType0, data)

        disclosure_check = _parse_disclosure_check(d.pop("disclosure_check"))

        cost_breakdown = SimulateInboundCallResponse201CostBreakdown.from_dict(d.pop("cost_breakdown"))

        def _parse_latency(data: object) -> None | SimulateInboundCallResponse201LatencyType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                latency_type_0 = SimulateInboundCallResponse201LatencyType0.from_dict(data)

                return latency_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SimulateInboundCallResponse201LatencyType0, data)

        latency = _parse_latency(d.pop("latency"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = SimulateInboundCallResponse201EventsItem.from_dict(events_item_data)

            events.append(events_item)

        def _parse_transferred_to(data: object) -> None | SimulateInboundCallResponse201TransferredToType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                transferred_to_type_0 = SimulateInboundCallResponse201TransferredToType0.from_dict(data)

                return transferred_to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SimulateInboundCallResponse201TransferredToType0, data)

        transferred_to = _parse_transferred_to(d.pop("transferred_to"))

        def _parse_transcript(data: object) -> list[SimulateInboundCallResponse201TranscriptType0Item] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                transcript_type_0 = []
                _transcript_type_0 = data
                for transcript_type_0_item_data in _transcript_type_0:
                    transcript_type_0_item = SimulateInboundCallResponse201TranscriptType0Item.from_dict(
                        transcript_type_0_item_data
                    )

                    transcript_type_0.append(transcript_type_0_item)

                return transcript_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[SimulateInboundCallResponse201TranscriptType0Item] | None, data)

        transcript = _parse_transcript(d.pop("transcript"))

        def _parse_analysis(data: object) -> None | SimulateInboundCallResponse201AnalysisType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                analysis_type_0 = SimulateInboundCallResponse201AnalysisType0.from_dict(data)

                return analysis_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SimulateInboundCallResponse201AnalysisType0, data)

        analysis = _parse_analysis(d.pop("analysis"))

        def _parse_disclosure_missing(
            data: object,
        ) -> list[SimulateInboundCallResponse201DisclosureMissingType0Item] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                disclosure_missing_type_0 = []
                _disclosure_missing_type_0 = data
                for disclosure_missing_type_0_item_data in _disclosure_missing_type_0:
                    disclosure_missing_type_0_item = (
                        check_simulate_inbound_call_response_201_disclosure_missing_type_0_item(
                            disclosure_missing_type_0_item_data
                        )
                    )

                    disclosure_missing_type_0.append(disclosure_missing_type_0_item)

                return disclosure_missing_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[SimulateInboundCallResponse201DisclosureMissingType0Item] | None, data)

        disclosure_missing = _parse_disclosure_missing(d.pop("disclosure_missing"))

        variables = SimulateInboundCallResponse201Variables.from_dict(d.pop("variables"))

        first_message = d.pop("first_message")

        instructions = d.pop("instructions")

        def _parse_content_purged_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        content_purged_at = _parse_content_purged_at(d.pop("content_purged_at"))

        simulate_inbound_call_response_201 = cls(
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
            events=events,
            transferred_to=transferred_to,
            transcript=transcript,
            analysis=analysis,
            disclosure_missing=disclosure_missing,
            variables=variables,
            first_message=first_message,
            instructions=instructions,
            content_purged_at=content_purged_at,
        )

        return simulate_inbound_call_response_201
