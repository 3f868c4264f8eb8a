from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.change_calling_rules_response_200_calling_hours import ChangeCallingRulesResponse200CallingHours
    from ..models.change_calling_rules_response_200_consent_required import ChangeCallingRulesResponse200ConsentRequired


T = TypeVar("T", bound="ChangeCallingRulesResponse200")


@_attrs_define
class ChangeCallingRulesResponse200:
    """
    Attributes:
        calling_hours (ChangeCallingRulesResponse200CallingHours):
        max_attempts_per_24h (int):
        holidays (bool):
        enforce_calling_hours_on_api_calls (bool):
        consent_required (ChangeCallingRulesResponse200ConsentRequired): the consent of the callee each purpose requires
            (a marketing consent covers informational calls too, and express written satisfies express); campaign recipients
            and every scheduled or retried dial are held to it
        enforce_consent_on_api_calls (bool): whether a direct POST /api/v1/calls is refused (403 consent_required)
            without that consent too
        timezone (str): the business zone, used for numbers whose area spans many zones
    """

    calling_hours: ChangeCallingRulesResponse200CallingHours
    max_attempts_per_24h: int
    holidays: bool
    enforce_calling_hours_on_api_calls: bool
    consent_required: ChangeCallingRulesResponse200ConsentRequired
    enforce_consent_on_api_calls: bool
    timezone: str

    def to_dict(self) -> dict[str, Any]:
        calling_hours = self.calling_hours.to_dict()

        max_attempts_per_24h = self.max_attempts_per_24h

        holidays = self.holidays

        enforce_calling_hours_on_api_calls = self.enforce_calling_hours_on_api_calls

        consent_required = self.consent_required.to_dict()

        enforce_consent_on_api_calls = self.enforce_consent_on_api_calls

        timezone = self.timezone

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "calling_hours": calling_hours,
                "max_attempts_per_24h": max_attempts_per_24h,
                "holidays": holidays,
                "enforce_calling_hours_on_api_calls": enforce_calling_hours_on_api_calls,
                "consent_required": consent_required,
                "enforce_consent_on_api_calls": enforce_consent_on_api_calls,
                "timezone": timezone,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.change_calling_rules_response_200_calling_hours import (
            ChangeCallingRulesResponse200CallingHours,  # noqa: PLC0415
        )
        from ..models.change_calling_rules_response_200_consent_required import (
            ChangeCallingRulesResponse200ConsentRequired,  # noqa: PLC0415
        )

        d = dict(src_dict)
        calling_hours = ChangeCallingRulesResponse200CallingHours.from_dict(d.pop("calling_hours"))

        max_attempts_per_24h = d.pop("max_attempts_per_24h")

        holidays = d.pop("holidays")

        enforce_calling_hours_on_api_calls = d.pop("enforce_calling_hours_on_api_calls")

        consent_required = ChangeCallingRulesResponse200ConsentRequired.from_dict(d.pop("consent_required"))

        enforce_consent_on_api_calls = d.pop("enforce_consent_on_api_calls")

        timezone = d.pop("timezone")

        change_calling_rules_response_200 = cls(
            calling_hours=calling_hours,
            max_attempts_per_24h=max_attempts_per_24h,
            holidays=holidays,
            enforce_calling_hours_on_api_calls=enforce_calling_hours_on_api_calls,
            consent_required=consent_required,
            enforce_consent_on_api_calls=enforce_consent_on_api_calls,
            timezone=timezone,
        )

        return change_calling_rules_response_200
