from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.get_contact_response_200_stage import GetContactResponse200Stage, check_get_contact_response_200_stage
from ..models.get_contact_response_200_status import GetContactResponse200Status, check_get_contact_response_200_status

if TYPE_CHECKING:
    from ..models.get_contact_response_200_custom_context import GetContactResponse200CustomContext
    from ..models.get_contact_response_200_external_ids import GetContactResponse200ExternalIds
    from ..models.get_contact_response_200_industry_context import GetContactResponse200IndustryContext
    from ..models.get_contact_response_200_phone_numbers_item import GetContactResponse200PhoneNumbersItem


T = TypeVar("T", bound="GetContactResponse200")


@_attrs_define
class GetContactResponse200:
    """
    Attributes:
        id (int):
        first_name (str):
        last_name (None | str):
        full_name (str):
        email (None | str):
        company (None | str):
        website (None | str):
        address (None | str):
        city (None | str):
        state (None | str):
        zip_code (None | str):
        timezone (None | str):
        country (str):
        status (GetContactResponse200Status):
        stage (GetContactResponse200Stage):
        team_id (int | None):
        owner_user_id (int | None):
        tags (list[str]):
        phone_numbers (list[GetContactResponse200PhoneNumbersItem]):
        custom_context (GetContactResponse200CustomContext):
        industry_context (GetContactResponse200IndustryContext):
        external_ids (GetContactResponse200ExternalIds): the contact's ids in the account's CRMs (docs/crm.md)
        created_at (str):
        updated_at (str):
    """

    id: int
    first_name: str
    last_name: None | str
    full_name: str
    email: None | str
    company: None | str
    website: None | str
    address: None | str
    city: None | str
    state: None | str
    zip_code: None | str
    timezone: None | str
    country: str
    status: GetContactResponse200Status
    stage: GetContactResponse200Stage
    team_id: int | None
    owner_user_id: int | None
    tags: list[str]
    phone_numbers: list[GetContactResponse200PhoneNumbersItem]
    custom_context: GetContactResponse200CustomContext
    industry_context: GetContactResponse200IndustryContext
    external_ids: GetContactResponse200ExternalIds
    created_at: str
    updated_at: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        first_name = self.first_name

        last_name: None | str
        last_name = self.last_name

        full_name = self.full_name

        email: None | str
        email = self.email

        company: None | str
        company = self.company

        website: None | str
        website = self.website

        address: None | str
        address = self.address

        city: None | str
        city = self.city

        state: None | str
        state = self.state

        zip_code: None | str
        zip_code = self.zip_code

        timezone: None | str
        timezone = self.timezone

        country = self.country

        status: str = self.status

        stage: str = self.stage

        team_id: int | None
        team_id = self.team_id

        owner_user_id: int | None
        owner_user_id = self.owner_user_id

        tags = self.tags

        phone_numbers = []
        for phone_numbers_item_data in self.phone_numbers:
            phone_numbers_item = phone_numbers_item_data.to_dict()
            phone_numbers.append(phone_numbers_item)

        custom_context = self.custom_context.to_dict()

        industry_context = self.industry_context.to_dict()

        external_ids = self.external_ids.to_dict()

        created_at = self.created_at

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "first_name": first_name,
                "last_name": last_name,
                "full_name": full_name,
                "email": email,
                "company": company,
                "website": website,
                "address": address,
                "city": city,
                "state": state,
                "zip_code": zip_code,
                "timezone": timezone,
                "country": country,
                "status": status,
                "stage": stage,
                "team_id": team_id,
                "owner_user_id": owner_user_id,
                "tags": tags,
                "phone_numbers": phone_numbers,
                "custom_context": custom_context,
                "industry_context": industry_context,
                "external_ids": external_ids,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_contact_response_200_custom_context import GetContactResponse200CustomContext  # noqa: PLC0415
        from ..models.get_contact_response_200_external_ids import GetContactResponse200ExternalIds  # noqa: PLC0415
        from ..models.get_contact_response_200_industry_context import (
            GetContactResponse200IndustryContext,  # noqa: PLC0415
        )
        from ..models.get_contact_response_200_phone_numbers_item import (
            GetContactResponse200PhoneNumbersItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        id = d.pop("id")

        first_name = d.pop("first_name")

        def _parse_last_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_name = _parse_last_name(d.pop("last_name"))

        full_name = d.pop("full_name")

        def _parse_email(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        email = _parse_email(d.pop("email"))

        def _parse_company(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        company = _parse_company(d.pop("company"))

        def _parse_website(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        website = _parse_website(d.pop("website"))

        def _parse_address(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        address = _parse_address(d.pop("address"))

        def _parse_city(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        city = _parse_city(d.pop("city"))

        def _parse_state(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        state = _parse_state(d.pop("state"))

        def _parse_zip_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        zip_code = _parse_zip_code(d.pop("zip_code"))

        def _parse_timezone(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        timezone = _parse_timezone(d.pop("timezone"))

        country = d.pop("country")

        status = check_get_contact_response_200_status(d.pop("status"))

        stage = check_get_contact_response_200_stage(d.pop("stage"))

        def _parse_team_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        team_id = _parse_team_id(d.pop("team_id"))

        def _parse_owner_user_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        owner_user_id = _parse_owner_user_id(d.pop("owner_user_id"))

        tags = cast(list[str], d.pop("tags"))

        phone_numbers = []
        _phone_numbers = d.pop("phone_numbers")
        for phone_numbers_item_data in _phone_numbers:
            phone_numbers_item = GetContactResponse200PhoneNumbersItem.from_dict(phone_numbers_item_data)

            phone_numbers.append(phone_numbers_item)

        custom_context = GetContactResponse200CustomContext.from_dict(d.pop("custom_context"))

        industry_context = GetContactResponse200IndustryContext.from_dict(d.pop("industry_context"))

        external_ids = GetContactResponse200ExternalIds.from_dict(d.pop("external_ids"))

        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

        get_contact_response_200 = cls(
            id=id,
            first_name=first_name,
            last_name=last_name,
            full_name=full_name,
            email=email,
            company=company,
            website=website,
            address=address,
            city=city,
            state=state,
            zip_code=zip_code,
            timezone=timezone,
            country=country,
            status=status,
            stage=stage,
            team_id=team_id,
            owner_user_id=owner_user_id,
            tags=tags,
            phone_numbers=phone_numbers,
            custom_context=custom_context,
            industry_context=industry_context,
            external_ids=external_ids,
            created_at=created_at,
            updated_at=updated_at,
        )

        return get_contact_response_200
