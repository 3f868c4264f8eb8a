from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.initiate_call_body_calling_hours_type_0 import (
    InitiateCallBodyCallingHoursType0,
    check_initiate_call_body_calling_hours_type_0,
)
from ..models.initiate_call_body_purpose_type_0 import (
    InitiateCallBodyPurposeType0,
    check_initiate_call_body_purpose_type_0,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.initiate_call_body_retry_type_0 import InitiateCallBodyRetryType0
    from ..models.initiate_call_body_variables_type_0 import InitiateCallBodyVariablesType0
    from ..models.initiate_call_body_voicemail_type_0 import InitiateCallBodyVoicemailType0


T = TypeVar("T", bound="InitiateCallBody")


@_attrs_define
class InitiateCallBody:
    """
    Attributes:
        phone_number (str): A phone number in E.164 form (`+14155550123`), valid for its country by libphonenumber's
            metadata.
        agent_id (int | str):
        contact_id (int | None | Unset):
        variables (InitiateCallBodyVariablesType0 | None | Unset):
        scheduled_at (datetime.datetime | None | Unset): ISO 8601 date-time in the future, at most 30 days ahead: the
            call waits (status scheduled) and is dialed at the first allowed moment at or after it
        calling_hours (InitiateCallBodyCallingHoursType0 | None | Unset): enforce the callee's calling rules (default:
            the account's enforce_calling_hours_on_api_calls)
        purpose (InitiateCallBodyPurposeType0 | None | Unset): marketing (default) or informational; legal windows,
            state days off and state caps bind marketing calls
        retry (InitiateCallBodyRetryType0 | None | Unset): redial policy; a retry is a new call with attempt + 1 and
            retry_of set
        voicemail (InitiateCallBodyVoicemailType0 | None | Unset): at a voicemail greeting: hang_up (default), or
            leave_message with message; a retry whose earlier attempt left one hangs up
    """

    phone_number: str
    agent_id: int | str
    contact_id: int | None | Unset = UNSET
    variables: InitiateCallBodyVariablesType0 | None | Unset = UNSET
    scheduled_at: datetime.datetime | None | Unset = UNSET
    calling_hours: InitiateCallBodyCallingHoursType0 | None | Unset = UNSET
    purpose: InitiateCallBodyPurposeType0 | None | Unset = UNSET
    retry: InitiateCallBodyRetryType0 | None | Unset = UNSET
    voicemail: InitiateCallBodyVoicemailType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.initiate_call_body_retry_type_0 import InitiateCallBodyRetryType0  # noqa: PLC0415
        from ..models.initiate_call_body_variables_type_0 import InitiateCallBodyVariablesType0  # noqa: PLC0415
        from ..models.initiate_call_body_voicemail_type_0 import InitiateCallBodyVoicemailType0  # noqa: PLC0415

        phone_number = self.phone_number

        agent_id: int | str
        agent_id = self.agent_id

        contact_id: int | None | Unset
        if isinstance(self.contact_id, Unset):
            contact_id = UNSET
        else:
            contact_id = self.contact_id

        variables: dict[str, Any] | None | Unset
        if isinstance(self.variables, Unset):
            variables = UNSET
        elif isinstance(self.variables, InitiateCallBodyVariablesType0):
            variables = self.variables.to_dict()
        else:
            variables = self.variables

        scheduled_at: None | str | Unset
        if isinstance(self.scheduled_at, Unset):
            scheduled_at = UNSET
        elif isinstance(self.scheduled_at, datetime.datetime):
            scheduled_at = self.scheduled_at.isoformat()
        else:
            scheduled_at = self.scheduled_at

        calling_hours: None | str | Unset
        if isinstance(self.calling_hours, Unset):
            calling_hours = UNSET
        elif isinstance(self.calling_hours, str):
            calling_hours = self.calling_hours
        else:
            calling_hours = self.calling_hours

        purpose: None | str | Unset
        if isinstance(self.purpose, Unset):
            purpose = UNSET
        elif isinstance(self.purpose, str):
            purpose = self.purpose
        else:
            purpose = self.purpose

        retry: dict[str, Any] | None | Unset
        if isinstance(self.retry, Unset):
            retry = UNSET
        elif isinstance(self.retry, InitiateCallBodyRetryType0):
            retry = self.retry.to_dict()
        else:
            retry = self.retry

        voicemail: dict[str, Any] | None | Unset
        if isinstance(self.voicemail, Unset):
            voicemail = UNSET
        elif isinstance(self.voicemail, InitiateCallBodyVoicemailType0):
            voicemail = self.voicemail.to_dict()
        else:
            voicemail = self.voicemail

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "phone_number": phone_number,
                "agent_id": agent_id,
            }
        )
        if contact_id is not UNSET:
            field_dict["contact_id"] = contact_id
        if variables is not UNSET:
            field_dict["variables"] = variables
        if scheduled_at is not UNSET:
            field_dict["scheduled_at"] = scheduled_at
        if calling_hours is not UNSET:
            field_dict["calling_hours"] = calling_hours
        if purpose is not UNSET:
            field_dict["purpose"] = purpose
        if retry is not UNSET:
            field_dict["retry"] = retry
        if voicemail is not UNSET:
            field_dict["voicemail"] = voicemail

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.initiate_call_body_retry_type_0 import InitiateCallBodyRetryType0  # noqa: PLC0415
        from ..models.initiate_call_body_variables_type_0 import InitiateCallBodyVariablesType0  # noqa: PLC0415
        from ..models.initiate_call_body_voicemail_type_0 import InitiateCallBodyVoicemailType0  # noqa: PLC0415

        d = dict(src_dict)
        phone_number = d.pop("phone_number")

        def _parse_agent_id(data: object) -> int | str:
            return cast(int | str, data)

        agent_id = _parse_agent_id(d.pop("agent_id"))

        def _parse_contact_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        contact_id = _parse_contact_id(d.pop("contact_id", UNSET))

        def _parse_variables(data: object) -> InitiateCallBodyVariablesType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                variables_type_0 = InitiateCallBodyVariablesType0.from_dict(data)

                return variables_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(InitiateCallBodyVariablesType0 | None | Unset, data)

        variables = _parse_variables(d.pop("variables", UNSET))

        def _parse_scheduled_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                scheduled_at_type_0 = datetime.datetime.fromisoformat(data)

                return scheduled_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        scheduled_at = _parse_scheduled_at(d.pop("scheduled_at", UNSET))

        def _parse_calling_hours(data: object) -> InitiateCallBodyCallingHoursType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                calling_hours_type_0 = check_initiate_call_body_calling_hours_type_0(data)

                return calling_hours_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(InitiateCallBodyCallingHoursType0 | None | Unset, data)

        calling_hours = _parse_calling_hours(d.pop("calling_hours", UNSET))

        def _parse_purpose(data: object) -> InitiateCallBodyPurposeType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                purpose_type_0 = check_initiate_call_body_purpose_type_0(data)

                return purpose_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(InitiateCallBodyPurposeType0 | None | Unset, data)

        purpose = _parse_purpose(d.pop("purpose", UNSET))

        def _parse_retry(data: object) -> InitiateCallBodyRetryType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                retry_type_0 = InitiateCallBodyRetryType0.from_dict(data)

                return retry_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(InitiateCallBodyRetryType0 | None | Unset, data)

        retry = _parse_retry(d.pop("retry", UNSET))

        def _parse_voicemail(data: object) -> InitiateCallBodyVoicemailType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                voicemail_type_0 = InitiateCallBodyVoicemailType0.from_dict(data)

                return voicemail_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(InitiateCallBodyVoicemailType0 | None | Unset, data)

        voicemail = _parse_voicemail(d.pop("voicemail", UNSET))

        initiate_call_body = cls(
            phone_number=phone_number,
            agent_id=agent_id,
            contact_id=contact_id,
            variables=variables,
            scheduled_at=scheduled_at,
            calling_hours=calling_hours,
            purpose=purpose,
            retry=retry,
            voicemail=voicemail,
        )

        initiate_call_body.additional_properties = d
        return initiate_call_body

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
