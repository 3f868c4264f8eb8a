from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CallAnalyticsResponse200Totals")


@_attrs_define
class CallAnalyticsResponse200Totals:
    """
    Attributes:
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
        opt_outs (int | Unset): agent_version only: calls during which the callee opted out (do-not-call added by the
            call)
        transfers (int | Unset): agent_version only: calls the agent handed to a person (transfer_to_human)
        booking_rate (float | None | Unset): agent_version only: bookings / completed calls, 0 to 1 (null: no completed
            call)
        opt_out_rate (float | None | Unset): agent_version only: opt_outs / completed calls
        transfer_rate (float | None | Unset): agent_version only: transfers / completed calls
    """

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
    opt_outs: int | Unset = UNSET
    transfers: int | Unset = UNSET
    booking_rate: float | None | Unset = UNSET
    opt_out_rate: float | None | Unset = UNSET
    transfer_rate: float | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
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

        call_analytics_response_200_totals = cls(
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
            opt_outs=opt_outs,
            transfers=transfers,
            booking_rate=booking_rate,
            opt_out_rate=opt_out_rate,
            transfer_rate=transfer_rate,
        )

        return call_analytics_response_200_totals
