from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="CallAnalyticsResponse200BucketsItem")


@_attrs_define
class CallAnalyticsResponse200BucketsItem:
    """
    Attributes:
        key (int | None | str): the day (YYYY-MM-DD), agent id, status, or campaign id (null: calls outside any
            campaign)
        label (str): what to show for the key: the day, agent name, status or campaign name
        calls (int): calls created in the bucket, whatever their status
        completed (int):
        failed (int):
        no_answer (int):
        busy (int):
        voicemail (int):
        minutes (float): talk time in minutes, one decimal
        cost_cents (int):
        bookings (int): calendar events booked during these calls (not cancelled)
        successes (int): calls whose analysis judged them successful
        analyzed (int): calls whose analysis judged success at all (true or false)
        success_rate (float | None): successes / analyzed, 0 to 1; null when no call was judged
        compliance_flagged (int): calls whose agent did not say a required disclosure at the start (disclosure_check
            missing; webhook call.compliance_flagged)
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
    successes: int
    analyzed: int
    success_rate: float | None
    compliance_flagged: int

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

        successes = self.successes

        analyzed = self.analyzed

        success_rate: float | None
        success_rate = self.success_rate

        compliance_flagged = self.compliance_flagged

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
                "successes": successes,
                "analyzed": analyzed,
                "success_rate": success_rate,
                "compliance_flagged": compliance_flagged,
            }
        )

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

        successes = d.pop("successes")

        analyzed = d.pop("analyzed")

        def _parse_success_rate(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        success_rate = _parse_success_rate(d.pop("success_rate"))

        compliance_flagged = d.pop("compliance_flagged")

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
            successes=successes,
            analyzed=analyzed,
            success_rate=success_rate,
            compliance_flagged=compliance_flagged,
        )

        return call_analytics_response_200_buckets_item
