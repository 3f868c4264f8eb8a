from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AddCallerNumberBody")


@_attrs_define
class AddCallerNumberBody:
    """
    Attributes:
        phone_number (str): The number in E.164 (+14155550123, stored as sent), or in the national format of the
            account's country ((415) 555-0123 in a US account), stored in E.164; text that is no valid number of that
            country is refused 400 validation_error.
        provider_phone_number_id (None | str | Unset):
        agent_ids (list[int] | Unset): The agents that call from this number: agents of this account the key's user can
            see.
        max_calls_per_day (int | Unset): Calls the number may place per day (since midnight in the business zone), 1 to
            100000; default 100. Default: 100.
    """

    phone_number: str
    provider_phone_number_id: None | str | Unset = UNSET
    agent_ids: list[int] | Unset = UNSET
    max_calls_per_day: int | Unset = 100
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        phone_number = self.phone_number

        provider_phone_number_id: None | str | Unset
        if isinstance(self.provider_phone_number_id, Unset):
            provider_phone_number_id = UNSET
        else:
            provider_phone_number_id = self.provider_phone_number_id

        agent_ids: list[int] | Unset = UNSET
        if not isinstance(self.agent_ids, Unset):
            agent_ids = self.agent_ids

        max_calls_per_day = self.max_calls_per_day

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "phone_number": phone_number,
            }
        )
        if provider_phone_number_id is not UNSET:
            field_dict["provider_phone_number_id"] = provider_phone_number_id
        if agent_ids is not UNSET:
            field_dict["agent_ids"] = agent_ids
        if max_calls_per_day is not UNSET:
            field_dict["max_calls_per_day"] = max_calls_per_day

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        phone_number = d.pop("phone_number")

        def _parse_provider_phone_number_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        provider_phone_number_id = _parse_provider_phone_number_id(d.pop("provider_phone_number_id", UNSET))

        agent_ids = cast(list[int], d.pop("agent_ids", UNSET))

        max_calls_per_day = d.pop("max_calls_per_day", UNSET)

        add_caller_number_body = cls(
            phone_number=phone_number,
            provider_phone_number_id=provider_phone_number_id,
            agent_ids=agent_ids,
            max_calls_per_day=max_calls_per_day,
        )

        add_caller_number_body.additional_properties = d
        return add_caller_number_body

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
