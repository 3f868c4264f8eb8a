from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CallAnalyticsResponse200BucketsItem")


@_attrs_define
class CallAnalyticsResponse200BucketsItem:
    """
    Attributes:
        key (int | None | str): the day (YYYY-MM-DD), agent id, status, campaign id (null: calls outside any campaign),
            or `<agent id>:<version>` (`<agent id>:none`: calls placed before versions were kept)
        label (str): what to show for the key: the day, agent name, status, campaign name, or agent name and version
            ("Ava v3")
        calls (int): calls created in the bucket, whatever their status
        completed (int):
        failed (int):
        no_answer (int):
        busy (int):
        voicemail (int):
        minutes (float): talk time in minutes, one decimal
        cost_cents (int):
        bookings (int): calendar events booked during these calls (not cancelled), simulated calls' bookings left out
        simulated_bookings (int): calendar events booked during simulated calls (not cancelled): nobody asked for them,
            so they are not bookings
        successes (int): calls whose analysis judged them successful
        analyzed (int): calls whose analysis judged success at all (true or false)
        success_rate (float | None): successes / analyzed, 0 to 1; null when no call was judged
        compliance_flagged (int): calls whose agent did not say a required disclosure at the start (disclosure_check
            missing; webhook call.compliance_flagged)
        agent_id (int | Unset): agent_version only: the agent
        agent_version (int | None | Unset): agent_version only: the version (null: calls placed before versions were
            kept)
        opt_outs (int | Unset): agent_version only: calls during which the callee opted out (do-not-call added by the
            call)
        transfers (int | Unset): agent_version only: calls the agent handed to a person (transfer_to_human)
        booking_rate (float | None | Unset): agent_version only: bookings / completed calls, 0 to 1 (null: no completed
            call)
        opt_out_rate (float | None | Unset): agent_version only: opt_outs / completed calls
        transfer_rate (float | None | Unset): agent_version only: transfers / completed calls
    """

    key: int | None | str
    label: str
    calls: int
    completed: int
    failed: int
    no_answer: int
    busy: int
    voicemail: int
    minutes: float
    cost_cents: int
    bookings: int
    simulated_bookings: int
    successes: int
    analyzed: int
    success_rate: float | None
    compliance_flagged: int
    agent_id: int | Unset = UNSET
    agent_version: int | None | Unset = UNSET
    opt_outs: int | Unset = UNSET
    transfers: int | Unset = UNSET
    booking_rate: float | None | Unset = UNSET
    opt_out_rate: float | None | Unset = UNSET
    transfer_rate: float | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        key: int | None | str
        key = self.key

        label = self.label

        calls = self.calls

        completed = self.completed

        failed = self.failed

        no_answer = self.no_answer

        busy = self.busy

        voicemail = self.voicemail

        minutes = self.minutes

        cost_cents = self.cost_cents

        bookings = self.bookings

        simulated_bookings = self.simulated_bookings

        successes = self.successes

        analyzed = self.analyzed

        success_rate: float | None
        success_rate = self.success_rate

        compliance_flagged = self.compliance_flagged

        agent_id = self.agent_id

        agent_version: int | None | Unset
        if isinstance(self.agent_version, Unset):
            agent_version = UNSET
        else:
            agent_version = self.agent_version

        opt_outs = self.opt_outs

        transfers = self.transfers

        booking_rate: float | None | Unset
        if isinstance(self.booking_rate, Unset):
            booking_rate = UNSET
        else:
            booking_rate = self.booking_rate

        opt_out_rate: float | None | Unset
        if isinstance(self.opt_out_rate, Unset):
            opt_out_rate = UNSET
        else:
            opt_out_rate = self.opt_out_rate

        transfer_rate: float | None | Unset
        if isinstance(self.transfer_rate, Unset):
            transfer_rate = UNSET
        else:
            transfer_rate = self.transfer_rate

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "key": key,
                "label": label,
                "calls": calls,
                "completed": completed,
                "failed": failed,
                "no_answer": no_answer,
                "busy": busy,
                "voicemail": voicemail,
                "minutes": minutes,
                "cost_cents": cost_cents,
                "bookings": bookings,
                "simulated_bookings": simulated_bookings,
                "successes": successes,
                "analyzed": analyzed,
                "success_rate": success_rate,
                "compliance_flagged": compliance_flagged,
            }
        )
        if agent_id is not UNSET:
            field_dict["agent_id"] = agent_id
        if agent_version is not UNSET:
            field_dict["agent_version"] = agent_version
        if opt_outs is not UNSET:
            field_dict["opt_outs"] = opt_outs
        if transfers is not UNSET:
            field_dict["transfers"] = transfers
        if booking_rate is not UNSET:
            field_dict["booking_rate"] = booking_rate
        if opt_out_rate is not UNSET:
            field_dict["opt_out_rate"] = opt_out_rate
        if transfer_rate is not UNSET:
            field_dict["transfer_rate"] = transfer_rate

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_key(data: object) -> int | None | str:
            if data is None:
                return data
            return cast(int | None | str, data)

        key = _parse_key(d.pop("key"))

        label = d.pop("label")

        calls = d.pop("calls")

        completed = d.pop("completed")

        failed = d.pop("failed")

        no_answer = d.pop("no_answer")

        busy = d.pop("busy")

        voicemail = d.pop("voicemail")

        minutes = d.pop("minutes")

        cost_cents = d.pop("cost_cents")

        bookings = d.pop("bookings")

        simulated_bookings = d.pop("simulated_bookings")

        successes = d.pop("successes")

        analyzed = d.pop("analyzed")

        def _parse_success_rate(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        success_rate = _parse_success_rate(d.pop("success_rate"))

        compliance_flagged = d.pop("compliance_flagged")

        agent_id = d.pop("agent_id", UNSET)

        def _parse_agent_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        agent_version = _parse_agent_version(d.pop("agent_version", UNSET))

        opt_outs = d.pop("opt_outs", UNSET)

        transfers = d.pop("transfers", UNSET)

        def _parse_booking_rate(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        booking_rate = _parse_booking_rate(d.pop("booking_rate", UNSET))

        def _parse_opt_out_rate(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        opt_out_rate = _parse_opt_out_rate(d.pop("opt_out_rate", UNSET))

        def _parse_transfer_rate(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        transfer_rate = _parse_transfer_rate(d.pop("transfer_rate", UNSET))

        call_analytics_response_200_buckets_item = cls(
            key=key,
            label=label,
            calls=calls,
            completed=completed,
            failed=failed,
            no_answer=no_answer,
            busy=busy,
            voicemail=voicemail,
            minutes=minutes,
            cost_cents=cost_cents,
            bookings=bookings,
            simulated_bookings=simulated_bookings,
            successes=successes,
            analyzed=analyzed,
            success_rate=success_rate,
            compliance_flagged=compliance_flagged,
            agent_id=agent_id,
            agent_version=agent_version,
            opt_outs=opt_outs,
            transfers=transfers,
            booking_rate=booking_rate,
            opt_out_rate=opt_out_rate,
            transfer_rate=transfer_rate,
        )

        return call_analytics_response_200_buckets_item
