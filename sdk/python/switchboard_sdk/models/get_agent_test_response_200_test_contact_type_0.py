from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.get_agent_test_response_200_test_contact_type_0_custom_context import (
        GetAgentTestResponse200TestContactType0CustomContext,
    )


T = TypeVar("T", bound="GetAgentTestResponse200TestContactType0")


@_attrs_define
class GetAgentTestResponse200TestContactType0:
    """The caller as a contact (the agent sees their values); nothing of it is kept after the run.

    Attributes:
        first_name (str | Unset):
        last_name (str | Unset):
        email (str | Unset):
        company (str | Unset):
        city (str | Unset):
        state (str | Unset):
        country (str | Unset):
        custom_context (GetAgentTestResponse200TestContactType0CustomContext | Unset):
    """

    first_name: str | Unset = UNSET
    last_name: str | Unset = UNSET
    email: str | Unset = UNSET
    company: str | Unset = UNSET
    city: str | Unset = UNSET
    state: str | Unset = UNSET
    country: str | Unset = UNSET
    custom_context: GetAgentTestResponse200TestContactType0CustomContext | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        first_name = self.first_name

        last_name = self.last_name

        email = self.email

        company = self.company

        city = self.city

        state = self.state

        country = self.country

        custom_context: dict[str, Any] | Unset = UNSET
        if not isinstance(self.custom_context, Unset):
            custom_context = self.custom_context.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if first_name is not UNSET:
            field_dict["first_name"] = first_name
        if last_name is not UNSET:
            field_dict["last_name"] = last_name
        if email is not UNSET:
            field_dict["email"] = email
        if company is not UNSET:
            field_dict["company"] = company
        if city is not UNSET:
            field_dict["city"] = city
        if state is not UNSET:
            field_dict["state"] = state
        if country is not UNSET:
            field_dict["country"] = country
        if custom_context is not UNSET:
            field_dict["custom_context"] = custom_context

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_agent_test_response_200_test_contact_type_0_custom_context import (
            GetAgentTestResponse200TestContactType0CustomContext,  # noqa: PLC0415
        )

        d = dict(src_dict)
        first_name = d.pop("first_name", UNSET)

        last_name = d.pop("last_name", UNSET)

        email = d.pop("email", UNSET)

        company = d.pop("company", UNSET)

        city = d.pop("city", UNSET)

        state = d.pop("state", UNSET)

        country = d.pop("country", UNSET)

        _custom_context = d.pop("custom_context", UNSET)
        custom_context: GetAgentTestResponse200TestContactType0CustomContext | Unset
        if isinstance(_custom_context, Unset):
            custom_context = UNSET
        else:
            custom_context = GetAgentTestResponse200TestContactType0CustomContext.from_dict(_custom_context)

        get_agent_test_response_200_test_contact_type_0 = cls(
            first_name=first_name,
            last_name=last_name,
            email=email,
            company=company,
            city=city,
            state=state,
            country=country,
            custom_context=custom_context,
        )

        return get_agent_test_response_200_test_contact_type_0
