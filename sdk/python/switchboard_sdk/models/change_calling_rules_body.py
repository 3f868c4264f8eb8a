from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.change_calling_rules_body_calling_hours import ChangeCallingRulesBodyCallingHours
    from ..models.change_calling_rules_body_consent_required import ChangeCallingRulesBodyConsentRequired
    from ..models.change_calling_rules_body_retention import ChangeCallingRulesBodyRetention
    from ..models.change_calling_rules_body_team_max_live_calls import ChangeCallingRulesBodyTeamMaxLiveCalls


T = TypeVar("T", bound="ChangeCallingRulesBody")


@_attrs_define
class ChangeCallingRulesBody:
    """
    Attributes:
        calling_hours (ChangeCallingRulesBodyCallingHours | Unset): the hours calls may be placed, local to the callee;
            start and end must differ
        max_attempts_per_24h (int | Unset):
        holidays (bool | Unset):
        enforce_calling_hours_on_api_calls (bool | Unset):
        consent_required (ChangeCallingRulesBodyConsentRequired | Unset): the consent each purpose requires; only the
            purposes sent change
        enforce_consent_on_api_calls (bool | Unset):
        rest_below_answer_rate (float | Unset): a caller number whose answer rate over 7 days and at least 50 calls
            falls below this fraction rests (campaigns leave it unused until an owner or admin clears it); default 0.1
        inbound_reserve (int | Unset): live slots kept free for inbound calls: outbound calls (API calls, campaigns)
            stop at max_live_calls less this; from 0 to max_live_calls - 1, default 0
        team_max_live_calls (ChangeCallingRulesBodyTeamMaxLiveCalls | Unset): live-call caps of the account's teams, by
            team id (a call's team is its agent's; inbound calls count too): each from 1 to max_live_calls; null removes a
            team's cap, and teams not named keep theirs
        retention (ChangeCallingRulesBodyRetention | Unset): how long the account keeps call content and compliance
            evidence; only the fields sent change
        redact_pii (bool | Unset): whether card, social security, bank account and routing numbers and dates of birth
            are replaced by [card], [ssn], [bank] and [dob] in transcripts, summaries, analysis values and messages before
            they are stored
    """

    calling_hours: ChangeCallingRulesBodyCallingHours | Unset = UNSET
    max_attempts_per_24h: int | Unset = UNSET
    holidays: bool | Unset = UNSET
    enforce_calling_hours_on_api_calls: bool | Unset = UNSET
    consent_required: ChangeCallingRulesBodyConsentRequired | Unset = UNSET
    enforce_consent_on_api_calls: bool | Unset = UNSET
    rest_below_answer_rate: float | Unset = UNSET
    inbound_reserve: int | Unset = UNSET
    team_max_live_calls: ChangeCallingRulesBodyTeamMaxLiveCalls | Unset = UNSET
    retention: ChangeCallingRulesBodyRetention | Unset = UNSET
    redact_pii: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        calling_hours: dict[str, Any] | Unset = UNSET
        if not isinstance(self.calling_hours, Unset):
            calling_hours = self.calling_hours.to_dict()

        max_attempts_per_24h = self.max_attempts_per_24h

        holidays = self.holidays

        enforce_calling_hours_on_api_calls = self.enforce_calling_hours_on_api_calls

        consent_required: dict[str, Any] | Unset = UNSET
        if not isinstance(self.consent_required, Unset):
            consent_required = self.consent_required.to_dict()

        enforce_consent_on_api_calls = self.enforce_consent_on_api_calls

        rest_below_answer_rate = self.rest_below_answer_rate

        inbound_reserve = self.inbound_reserve

        team_max_live_calls: dict[str, Any] | Unset = UNSET
        if not isinstance(self.team_max_live_calls, Unset):
            team_max_live_calls = self.team_max_live_calls.to_dict()

        retention: dict[str, Any] | Unset = UNSET
        if not isinstance(self.retention, Unset):
            retention = self.retention.to_dict()

        redact_pii = self.redact_pii

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if calling_hours is not UNSET:
            field_dict["calling_hours"] = calling_hours
        if max_attempts_per_24h is not UNSET:
            field_dict["max_attempts_per_24h"] = max_attempts_per_24h
        if holidays is not UNSET:
            field_dict["holidays"] = holidays
        if enforce_calling_hours_on_api_calls is not UNSET:
            field_dict["enforce_calling_hours_on_api_calls"] = enforce_calling_hours_on_api_calls
        if consent_required is not UNSET:
            field_dict["consent_required"] = consent_required
        if enforce_consent_on_api_calls is not UNSET:
            field_dict["enforce_consent_on_api_calls"] = enforce_consent_on_api_calls
        if rest_below_answer_rate is not UNSET:
            field_dict["rest_below_answer_rate"] = rest_below_answer_rate
        if inbound_reserve is not UNSET:
            field_dict["inbound_reserve"] = inbound_reserve
        if team_max_live_calls is not UNSET:
            field_dict["team_max_live_calls"] = team_max_live_calls
        if retention is not UNSET:
            field_dict["retention"] = retention
        if redact_pii is not UNSET:
            field_dict["redact_pii"] = redact_pii

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.change_calling_rules_body_calling_hours import ChangeCallingRulesBodyCallingHours  # noqa: PLC0415
        from ..models.change_calling_rules_body_consent_required import (
            ChangeCallingRulesBodyConsentRequired,  # noqa: PLC0415
        )
        from ..models.change_calling_rules_body_retention import ChangeCallingRulesBodyRetention  # noqa: PLC0415
        from ..models.change_calling_rules_body_team_max_live_calls import (
            ChangeCallingRulesBodyTeamMaxLiveCalls,  # noqa: PLC0415
        )

        d = dict(src_dict)
        _calling_hours = d.pop("calling_hours", UNSET)
        calling_hours: ChangeCallingRulesBodyCallingHours | Unset
        if isinstance(_calling_hours, Unset):
            calling_hours = UNSET
        else:
            calling_hours = ChangeCallingRulesBodyCallingHours.from_dict(_calling_hours)

        max_attempts_per_24h = d.pop("max_attempts_per_24h", UNSET)

        holidays = d.pop("holidays", UNSET)

        enforce_calling_hours_on_api_calls = d.pop("enforce_calling_hours_on_api_calls", UNSET)

        _consent_required = d.pop("consent_required", UNSET)
        consent_required: ChangeCallingRulesBodyConsentRequired | Unset
        if isinstance(_consent_required, Unset):
            consent_required = UNSET
        else:
            consent_required = ChangeCallingRulesBodyConsentRequired.from_dict(_consent_required)

        enforce_consent_on_api_calls = d.pop("enforce_consent_on_api_calls", UNSET)

        rest_below_answer_rate = d.pop("rest_below_answer_rate", UNSET)

        inbound_reserve = d.pop("inbound_reserve", UNSET)

        _team_max_live_calls = d.pop("team_max_live_calls", UNSET)
        team_max_live_calls: ChangeCallingRulesBodyTeamMaxLiveCalls | Unset
        if isinstance(_team_max_live_calls, Unset):
            team_max_live_calls = UNSET
        else:
            team_max_live_calls = ChangeCallingRulesBodyTeamMaxLiveCalls.from_dict(_team_max_live_calls)

        _retention = d.pop("retention", UNSET)
        retention: ChangeCallingRulesBodyRetention | Unset
        if isinstance(_retention, Unset):
            retention = UNSET
        else:
            retention = ChangeCallingRulesBodyRetention.from_dict(_retention)

        redact_pii = d.pop("redact_pii", UNSET)

        change_calling_rules_body = cls(
            calling_hours=calling_hours,
            max_attempts_per_24h=max_attempts_per_24h,
            holidays=holidays,
            enforce_calling_hours_on_api_calls=enforce_calling_hours_on_api_calls,
            consent_required=consent_required,
            enforce_consent_on_api_calls=enforce_consent_on_api_calls,
            rest_below_answer_rate=rest_below_answer_rate,
            inbound_reserve=inbound_reserve,
            team_max_live_calls=team_max_live_calls,
            retention=retention,
            redact_pii=redact_pii,
        )

        change_calling_rules_body.additional_properties = d
        return change_calling_rules_body

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
