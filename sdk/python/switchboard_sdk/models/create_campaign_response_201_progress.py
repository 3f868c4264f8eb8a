from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CreateCampaignResponse201Progress")


@_attrs_define
class CreateCampaignResponse201Progress:
    """recipients by their current outcome; the counts sum to total

    Attributes:
        total (int):
        pending (int):
        in_progress (int):
        completed (int):
        voicemail (int):
        busy (int):
        no_answer (int):
        failed (int):
        canceled (int):
        skipped_do_not_call (int):
        skipped_no_phone (int):
        skipped_duplicate (int):
        skipped_no_consent (int):
        skipped_destination_not_allowed (int):
    """

    total: int
    pending: int
    in_progress: int
    completed: int
    voicemail: int
    busy: int
    no_answer: int
    failed: int
    canceled: int
    skipped_do_not_call: int
    skipped_no_phone: int
    skipped_duplicate: int
    skipped_no_consent: int
    skipped_destination_not_allowed: int

    def to_dict(self) -> dict[str, Any]:
        total = self.total

        pending = self.pending

        in_progress = self.in_progress

        completed = self.completed

        voicemail = self.voicemail

        busy = self.busy

        no_answer = self.no_answer

        failed = self.failed

        canceled = self.canceled

        skipped_do_not_call = self.skipped_do_not_call

        skipped_no_phone = self.skipped_no_phone

        skipped_duplicate = self.skipped_duplicate

        skipped_no_consent = self.skipped_no_consent

        skipped_destination_not_allowed = self.skipped_destination_not_allowed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "total": total,
                "pending": pending,
                "in_progress": in_progress,
                "completed": completed,
                "voicemail": voicemail,
                "busy": busy,
                "no_answer": no_answer,
                "failed": failed,
                "canceled": canceled,
                "skipped_do_not_call": skipped_do_not_call,
                "skipped_no_phone": skipped_no_phone,
                "skipped_duplicate": skipped_duplicate,
                "skipped_no_consent": skipped_no_consent,
                "skipped_destination_not_allowed": skipped_destination_not_allowed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        total = d.pop("total")

        pending = d.pop("pending")

        in_progress = d.pop("in_progress")

        completed = d.pop("completed")

        voicemail = d.pop("voicemail")

        busy = d.pop("busy")

        no_answer = d.pop("no_answer")

        failed = d.pop("failed")

        canceled = d.pop("canceled")

        skipped_do_not_call = d.pop("skipped_do_not_call")

        skipped_no_phone = d.pop("skipped_no_phone")

        skipped_duplicate = d.pop("skipped_duplicate")

        skipped_no_consent = d.pop("skipped_no_consent")

        skipped_destination_not_allowed = d.pop("skipped_destination_not_allowed")

        create_campaign_response_201_progress = cls(
            total=total,
            pending=pending,
            in_progress=in_progress,
            completed=completed,
            voicemail=voicemail,
            busy=busy,
            no_answer=no_answer,
            failed=failed,
            canceled=canceled,
            skipped_do_not_call=skipped_do_not_call,
            skipped_no_phone=skipped_no_phone,
            skipped_duplicate=skipped_duplicate,
            skipped_no_consent=skipped_no_consent,
            skipped_destination_not_allowed=skipped_destination_not_allowed,
        )

        return create_campaign_response_201_progress
