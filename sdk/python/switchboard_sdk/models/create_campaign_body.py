from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.create_campaign_body_purpose import CreateCampaignBodyPurpose, check_create_campaign_body_purpose
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_campaign_body_audience import CreateCampaignBodyAudience
    from ..models.create_campaign_body_calling_hours_type_0 import CreateCampaignBodyCallingHoursType0
    from ..models.create_campaign_body_retry import CreateCampaignBodyRetry
    from ..models.create_campaign_body_variables import CreateCampaignBodyVariables
    from ..models.create_campaign_body_voicemail import CreateCampaignBodyVoicemail


T = TypeVar("T", bound="CreateCampaignBody")


@_attrs_define
class CreateCampaignBody:
    """
    Attributes:
        name (str):
        agent_id (int | str):
        audience (CreateCampaignBodyAudience):
        purpose (CreateCampaignBodyPurpose | Unset):  Default: 'marketing'.
        variables (CreateCampaignBodyVariables | Unset):
        calling_hours (CreateCampaignBodyCallingHoursType0 | None | Unset): the campaign's own calling hours; null or
            absent: the account's
        max_concurrent_calls (int | Unset):  Default: 5.
        retry (CreateCampaignBodyRetry | Unset):
        start_at (datetime.datetime | None | Unset): when a started campaign begins dialing (default: at once)
        start (bool | Unset): start the campaign at once (status running, or scheduled until start_at) Default: False.
        confirm_nobody_callable (bool | Unset): with start: start even when nobody would be dialed (else 409
            campaign_dials_nobody, and nothing is created) Default: False.
        voicemail (CreateCampaignBodyVoicemail | Unset): at a voicemail greeting: hang_up (default), or leave_message
            with message, at most once per recipient across its attempts
    """

    name: str
    agent_id: int | str
    audience: CreateCampaignBodyAudience
    purpose: CreateCampaignBodyPurpose | Unset = "marketing"
    variables: CreateCampaignBodyVariables | Unset = UNSET
    calling_hours: CreateCampaignBodyCallingHoursType0 | None | Unset = UNSET
    max_concurrent_calls: int | Unset = 5
    retry: CreateCampaignBodyRetry | Unset = UNSET
    start_at: datetime.datetime | None | Unset = UNSET
    start: bool | Unset = False
    confirm_nobody_callable: bool | Unset = False
    voicemail: CreateCampaignBodyVoicemail | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.create_campaign_body_calling_hours_type_0 import (
            CreateCampaignBodyCallingHoursType0,  # noqa: PLC0415
        )

        name = self.name

        agent_id: int | str
        agent_id = self.agent_id

        audience = self.audience.to_dict()

        purpose: str | Unset = UNSET
        if not isinstance(self.purpose, Unset):
            purpose = self.purpose

        variables: dict[str, Any] | Unset = UNSET
        if not isinstance(self.variables, Unset):
            variables = self.variables.to_dict()

        calling_hours: dict[str, Any] | None | Unset
        if isinstance(self.calling_hours, Unset):
            calling_hours = UNSET
        elif isinstance(self.calling_hours, CreateCampaignBodyCallingHoursType0):
            calling_hours = self.calling_hours.to_dict()
        else:
            calling_hours = self.calling_hours

        max_concurrent_calls = self.max_concurrent_calls

        retry: dict[str, Any] | Unset = UNSET
        if not isinstance(self.retry, Unset):
            retry = self.retry.to_dict()

        start_at: None | str | Unset
        if isinstance(self.start_at, Unset):
            start_at = UNSET
        elif isinstance(self.start_at, datetime.datetime):
            start_at = self.start_at.isoformat()
        else:
            start_at = self.start_at

        start = self.start

        confirm_nobody_callable = self.confirm_nobody_callable

        voicemail: dict[str, Any] | Unset = UNSET
        if not isinstance(self.voicemail, Unset):
            voicemail = self.voicemail.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "agent_id": agent_id,
                "audience": audience,
            }
        )
        if purpose is not UNSET:
            field_dict["purpose"] = purpose
        if variables is not UNSET:
            field_dict["variables"] = variables
        if calling_hours is not UNSET:
            field_dict["calling_hours"] = calling_hours
        if max_concurrent_calls is not UNSET:
            field_dict["max_concurrent_calls"] = max_concurrent_calls
        if retry is not UNSET:
            field_dict["retry"] = retry
        if start_at is not UNSET:
            field_dict["start_at"] = start_at
        if start is not UNSET:
            field_dict["start"] = start
        if confirm_nobody_callable is not UNSET:
            field_dict["confirm_nobody_callable"] = confirm_nobody_callable
        if voicemail is not UNSET:
            field_dict["voicemail"] = voicemail

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_campaign_body_audience import CreateCampaignBodyAudience  # noqa: PLC0415
        from ..models.create_campaign_body_calling_hours_type_0 import (
            CreateCampaignBodyCallingHoursType0,  # noqa: PLC0415
        )
        from ..models.create_campaign_body_retry import CreateCampaignBodyRetry  # noqa: PLC0415
        from ..models.create_campaign_body_variables import CreateCampaignBodyVariables  # noqa: PLC0415
        from ..models.create_campaign_body_voicemail import CreateCampaignBodyVoicemail  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        def _parse_agent_id(data: object) -> int | str:
            return cast(int | str, data)

        agent_id = _parse_agent_id(d.pop("agent_id"))

        audience = CreateCampaignBodyAudience.from_dict(d.pop("audience"))

        _purpose = d.pop("purpose", UNSET)
        purpose: CreateCampaignBodyPurpose | Unset
        if isinstance(_purpose, Unset):
            purpose = UNSET
        else:
            purpose = check_create_campaign_body_purpose(_purpose)

        _variables = d.pop("variables", UNSET)
        variables: CreateCampaignBodyVariables | Unset
        if isinstance(_variables, Unset):
            variables = UNSET
        else:
            variables = CreateCampaignBodyVariables.from_dict(_variables)

        def _parse_calling_hours(data: object) -> CreateCampaignBodyCallingHoursType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                calling_hours_type_0 = CreateCampaignBodyCallingHoursType0.from_dict(data)

                return calling_hours_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CreateCampaignBodyCallingHoursType0 | None | Unset, data)

        calling_hours = _parse_calling_hours(d.pop("calling_hours", UNSET))

        max_concurrent_calls = d.pop("max_concurrent_calls", UNSET)

        _retry = d.pop("retry", UNSET)
        retry: CreateCampaignBodyRetry | Unset
        if isinstance(_retry, Unset):
            retry = UNSET
        else:
            retry = CreateCampaignBodyRetry.from_dict(_retry)

        def _parse_start_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                start_at_type_0 = datetime.datetime.fromisoformat(data)

                return start_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        start_at = _parse_start_at(d.pop("start_at", UNSET))

        start = d.pop("start", UNSET)

        confirm_nobody_callable = d.pop("confirm_nobody_callable", UNSET)

        _voicemail = d.pop("voicemail", UNSET)
        voicemail: CreateCampaignBodyVoicemail | Unset
        if isinstance(_voicemail, Unset):
            voicemail = UNSET
        else:
            voicemail = CreateCampaignBodyVoicemail.from_dict(_voicemail)

        create_campaign_body = cls(
            name=name,
            agent_id=agent_id,
            audience=audience,
            purpose=purpose,
            variables=variables,
            calling_hours=calling_hours,
            max_concurrent_calls=max_concurrent_calls,
            retry=retry,
            start_at=start_at,
            start=start,
            confirm_nobody_callable=confirm_nobody_callable,
            voicemail=voicemail,
        )

        create_campaign_body.additional_properties = d
        return create_campaign_body

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
