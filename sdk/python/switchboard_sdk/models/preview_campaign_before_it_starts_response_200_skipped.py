from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PreviewCampaignBeforeItStartsResponse200Skipped")


@_attrs_define
class PreviewCampaignBeforeItStartsResponse200Skipped:
    """the recipients the run would record skipped at start, by reason (the same counts as the started campaign's progress)

    Attributes:
        do_not_call (int):
        no_phone (int):
        duplicate (int):
        no_consent (int):
        destination_not_allowed (int):
    """

    do_not_call: int
    no_phone: int
    duplicate: int
    no_consent: int
    destination_not_allowed: int

    def to_dict(self) -> dict[str, Any]:
        do_not_call = self.do_not_call

        no_phone = self.no_phone

        duplicate = self.duplicate

        no_consent = self.no_consent

        destination_not_allowed = self.destination_not_allowed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "do_not_call": do_not_call,
                "no_phone": no_phone,
                "duplicate": duplicate,
                "no_consent": no_consent,
                "destination_not_allowed": destination_not_allowed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        do_not_call = d.pop("do_not_call")

        no_phone = d.pop("no_phone")

        duplicate = d.pop("duplicate")

        no_consent = d.pop("no_consent")

        destination_not_allowed = d.pop("destination_not_allowed")

        preview_campaign_before_it_starts_response_200_skipped = cls(
            do_not_call=do_not_call,
            no_phone=no_phone,
            duplicate=duplicate,
            no_consent=no_consent,
            destination_not_allowed=destination_not_allowed,
        )

        return preview_campaign_before_it_starts_response_200_skipped
