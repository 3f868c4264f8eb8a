from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.initiate_call_response_201_ended_reason_type_0 import (
    InitiateCallResponse201EndedReasonType0,
    check_initiate_call_response_201_ended_reason_type_0,
)
from ..models.initiate_call_response_201_status import (
    InitiateCallResponse201Status,
    check_initiate_call_response_201_status,
)

if TYPE_CHECKING:
    from ..models.initiate_call_response_201_agent import InitiateCallResponse201Agent


T = TypeVar("T", bound="InitiateCallResponse201")


@_attrs_define
class InitiateCallResponse201:
    """
    Attributes:
        id (int):
        call_id (str):
        status (InitiateCallResponse201Status): queued (dialed now) unless scheduled_at or the calling hours make it
            wait
        type_ (Literal['outbound']):
        phone_number (str):
        from_number (None | str): the number the call is placed from: a campaign's caller number chosen near the callee,
            else the agent's own; null when the agent had none
        agent (InitiateCallResponse201Agent):
        created_at (str):
        estimated_start (str):
        scheduled_at (None | str): when a scheduled call may be dialed
        ended_reason (InitiateCallResponse201EndedReasonType0 | None): why the call ended; null while it runs
        attempt (int): 1-based attempt number
        retry_of (None | str): call_id of attempt 1; null on attempt 1
        campaign_id (int | None):
        wait_reason (None | str): for a scheduled call, the rules that made it wait; null when it waits only for its
            scheduled_at, or does not wait
    """

    id: int
    call_id: str
    status: InitiateCallResponse201Status
    type_: Literal["outbound"]
    phone_number: str
    from_number: None | str
    agent: InitiateCallResponse201Agent
    created_at: str
    estimated_start: str
    scheduled_at: None | str
    ended_reason: InitiateCallResponse201EndedReasonType0 | None
    attempt: int
    retry_of: None | str
    campaign_id: int | None
    wait_reason: None | str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        call_id = self.call_id

        status: str = self.status

        type_ = self.type_

        phone_number = self.phone_number

        from_number: None | str
        from_number = self.from_number

        agent = self.agent.to_dict()

        created_at = self.created_at

        estimated_start = self.estimated_start

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

        wait_reason: None | str
        wait_reason = self.wait_reason

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
                "created_at": created_at,
                "estimated_start": estimated_start,
                "scheduled_at": scheduled_at,
                "ended_reason": ended_reason,
                "attempt": attempt,
                "retry_of": retry_of,
                "campaign_id": campaign_id,
                "wait_reason": wait_reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.initiate_call_response_201_agent import InitiateCallResponse201Agent  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        call_id = d.pop("call_id")

        status = check_initiate_call_response_201_status(d.pop("status"))

        type_ = cast(Literal["outbound"], d.pop("type"))
        if type_ != "outbound":
            raise ValueError(f"type must match const 'outbound', got '{type_}'")

        phone_number = d.pop("phone_number")

        def _parse_from_number(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        from_number = _parse_from_number(d.pop("from_number"))

        agent = InitiateCallResponse201Agent.from_dict(d.pop("agent"))

        created_at = d.pop("created_at")

        estimated_start = d.pop("estimated_start")

        def _parse_scheduled_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        scheduled_at = _parse_scheduled_at(d.pop("scheduled_at"))

        def _parse_ended_reason(data: object) -> InitiateCallResponse201EndedReasonType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ended_reason_type_0 = check_initiate_call_response_201_ended_reason_type_0(data)

                return ended_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(InitiateCallResponse201EndedReasonType0 | None, data)

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

        def _parse_wait_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        wait_reason = _parse_wait_reason(d.pop("wait_reason"))

        initiate_call_response_201 = cls(
            id=id,
            call_id=call_id,
            status=status,
            type_=type_,
            phone_number=phone_number,
            from_number=from_number,
            agent=agent,
            created_at=created_at,
            estimated_start=estimated_start,
            scheduled_at=scheduled_at,
            ended_reason=ended_reason,
            attempt=attempt,
            retry_of=retry_of,
            campaign_id=campaign_id,
            wait_reason=wait_reason,
        )

        return initiate_call_response_201
