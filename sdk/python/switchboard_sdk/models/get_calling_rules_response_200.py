from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_calling_rules_response_200_calling_hours import GetCallingRulesResponse200CallingHours
    from ..models.get_calling_rules_response_200_consent_required import GetCallingRulesResponse200ConsentRequired
    from ..models.get_calling_rules_response_200_retention import GetCallingRulesResponse200Retention
    from ..models.get_calling_rules_response_200_team_max_live_calls import GetCallingRulesResponse200TeamMaxLiveCalls


T = TypeVar("T", bound="GetCallingRulesResponse200")


@_attrs_define
class GetCallingRulesResponse200:
    """
    Attributes:
        calling_hours (GetCallingRulesResponse200CallingHours):
        max_attempts_per_24h (int):
        holidays (bool):
        enforce_calling_hours_on_api_calls (bool):
        consent_required (GetCallingRulesResponse200ConsentRequired): the consent of the callee each purpose requires (a
            marketing consent covers informational calls too, and express written satisfies express); campaign recipients
            and every scheduled or retried dial are held to it
        enforce_consent_on_api_calls (bool): whether a direct POST /api/v1/calls is refused (403 consent_required)
            without that consent too
        rest_below_answer_rate (float): the answer rate below which a caller number rests (7 days, at least 50 calls)
        max_live_calls (int): the operator's cap of the account's live calls (queued, ringing or in progress), which
            every other cap shares; read-only
        inbound_reserve (int): live slots outbound calls leave free for inbound calls (outbound calls stop at
            max_live_calls less this)
        team_max_live_calls (GetCallingRulesResponse200TeamMaxLiveCalls): the live-call caps of the account's teams, by
            team id (teams without a cap are not listed); a call's team is its agent's
        timezone (str): the business zone, used for numbers whose area spans many zones
        retention (GetCallingRulesResponse200Retention): the account's data retention
        redact_pii (bool): whether card, social security, bank account and routing numbers and dates of birth are
            replaced by [card], [ssn], [bank] and [dob] in transcripts, summaries, analysis values and messages before they
            are stored (and so in events and webhooks); on for new accounts
    """

    calling_hours: GetCallingRulesResponse200CallingHours
    max_attempts_per_24h: int
    holidays: bool
    enforce_calling_hours_on_api_calls: bool
    consent_required: GetCallingRulesResponse200ConsentRequired
    enforce_consent_on_api_calls: bool
    rest_below_answer_rate: float
    max_live_calls: int
    inbound_reserve: int
    team_max_live_calls: GetCallingRulesResponse200TeamMaxLiveCalls
    timezone: str
    retention: GetCallingRulesResponse200Retention
    redact_pii: bool

    def to_dict(self) -> dict[str, Any]:
        calling_hours = self.calling_hours.to_dict()

        max_attempts_per_24h = self.max_attempts_per_24h

        holidays = self.holidays

        enforce_calling_hours_on_api_calls = self.enforce_calling_hours_on_api_calls

        consent_required = self.consent_required.to_dict()

        enforce_consent_on_api_calls = self.enforce_consent_on_api_calls

        rest_below_answer_rate = self.rest_below_answer_rate

        max_live_calls = self.max_live_calls

        inbound_reserve = self.inbound_reserve

        team_max_live_calls = self.team_max_live_calls.to_dict()

        timezone = self.timezone

        retention = self.retention.to_dict()

        redact_pii = self.redact_pii

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "calling_hours": calling_hours,
                "max_attempts_per_24h": max_attempts_per_24h,
                "holidays": holidays,
                "enforce_calling_hours_on_api_calls": enforce_calling_hours_on_api_calls,
                "consent_required": consent_required,
                "enforce_consent_on_api_calls": enforce_consent_on_api_calls,
                "rest_below_answer_rate": rest_below_answer_rate,
                "max_live_calls": max_live_calls,
                "inbound_reserve": inbound_reserve,
                "team_max_live_calls": team_max_live_calls,
                "timezone": timezone,
                "retention": retention,
                "redact_pii": redact_pii,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_calling_rules_response_200_calling_hours import (
            GetCallingRulesResponse200CallingHours,  # noqa: PLC0415
        )
        from ..models.get_calling_rules_response_200_consent_required import (
            GetCallingRulesResponse200ConsentRequired,  # noqa: PLC0415
        )
        from ..models.get_calling_rules_response_200_retention import (
            GetCallingRulesResponse200Retention,  # noqa: PLC0415
        )
        from ..models.get_calling_rules_response_200_team_max_live_calls import (
            GetCallingRulesResponse200TeamMaxLiveCalls,  # noqa: PLC0415
        )

        d = dict(src_dict)
        calling_hours = GetCallingRulesResponse200CallingHours.from_dict(d.pop("calling_hours"))

        max_attempts_per_24h = d.pop("max_attempts_per_24h")

        holidays = d.pop("holidays")

        enforce_calling_hours_on_api_calls = d.pop("enforce_calling_hours_on_api_calls")

        consent_required = GetCallingRulesResponse200ConsentRequired.from_dict(d.pop("consent_required"))

        enforce_consent_on_api_calls = d.pop("enforce_consent_on_api_calls")

        rest_below_answer_rate = d.pop("rest_below_answer_rate")

        max_live_calls = d.pop("max_live_calls")

        inbound_reserve = d.pop("inbound_reserve")

        team_max_live_calls = GetCallingRulesResponse200TeamMaxLiveCalls.from_dict(d.pop("team_max_live_calls"))

        timezone = d.pop("timezone")

        retention = GetCallingRulesResponse200Retention.from_dict(d.pop("retention"))

        redact_pii = d.pop("redact_pii")

        get_calling_rules_response_200 = cls(
            calling_hours=calling_hours,
            max_attempts_per_24h=max_attempts_per_24h,
            holidays=holidays,
            enforce_calling_hours_on_api_calls=enforce_calling_hours_on_api_calls,
            consent_required=consent_required,
            enforce_consent_on_api_calls=enforce_consent_on_api_calls,
            rest_below_answer_rate=rest_below_answer_rate,
            max_live_calls=max_live_calls,
            inbound_reserve=inbound_reserve,
            team_max_live_calls=team_max_live_calls,
            timezone=timezone,
            retention=retention,
            redact_pii=redact_pii,
        )

        return get_calling_rules_response_200
