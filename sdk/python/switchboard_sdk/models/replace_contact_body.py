from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.country_code import CountryCode, check_country_code
from ..models.replace_contact_body_stage_type_0 import (
    ReplaceContactBodyStageType0,
    check_replace_contact_body_stage_type_0,
)
from ..models.replace_contact_body_status_type_0 import (
    ReplaceContactBodyStatusType0,
    check_replace_contact_body_status_type_0,
)
from ..models.time_zone import TimeZone, check_time_zone
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.replace_contact_body_custom_context_type_0 import ReplaceContactBodyCustomContextType0
    from ..models.replace_contact_body_industry_context_type_0 import ReplaceContactBodyIndustryContextType0
    from ..models.replace_contact_body_phone_numbers_type_0_item import ReplaceContactBodyPhoneNumbersType0Item


T = TypeVar("T", bound="ReplaceContactBody")


@_attrs_define
class ReplaceContactBody:
    """
    Attributes:
        first_name (str | Unset):
        last_name (None | str | Unset):
        email (Literal[''] | None | str | Unset):
        company (None | str | Unset):
        website (None | str | Unset):
        address (None | str | Unset):
        city (None | str | Unset):
        state (None | str | Unset): state or province; an ISO 3166-2 code (US-FL), a US/Canadian code (FL) or name
            brings that state's calling laws (a code of that XX-YYY form that names no known state or province is refused)
        zip_code (None | str | Unset):
        timezone (None | TimeZone | Unset): the contact's IANA zone; calling hours follow it instead of the zones of the
            number's area
        country (CountryCode | None | Unset):
        status (None | ReplaceContactBodyStatusType0 | Unset):
        stage (None | ReplaceContactBodyStageType0 | Unset):
        team_id (int | None | Unset):
        tags (list[str] | None | Unset):
        phone_numbers (list[ReplaceContactBodyPhoneNumbersType0Item] | None | Unset):
        phone_number (None | str | Unset): Shorthand for one primary number, the same as `phone_numbers: [{
            "phone_number": …, "primary": true }]` (on PATCH an existing number becomes primary, a new one is added as
            primary). Not together with `phone_numbers`.
        custom_context (None | ReplaceContactBodyCustomContextType0 | Unset):
        industry_context (None | ReplaceContactBodyIndustryContextType0 | Unset):
    """

    first_name: str | Unset = UNSET
    last_name: None | str | Unset = UNSET
    email: Literal[""] | None | str | Unset = UNSET
    company: None | str | Unset = UNSET
    website: None | str | Unset = UNSET
    address: None | str | Unset = UNSET
    city: None | str | Unset = UNSET
    state: None | str | Unset = UNSET
    zip_code: None | str | Unset = UNSET
    timezone: None | TimeZone | Unset = UNSET
    country: CountryCode | None | Unset = UNSET
    status: None | ReplaceContactBodyStatusType0 | Unset = UNSET
    stage: None | ReplaceContactBodyStageType0 | Unset = UNSET
    team_id: int | None | Unset = UNSET
    tags: list[str] | None | Unset = UNSET
    phone_numbers: list[ReplaceContactBodyPhoneNumbersType0Item] | None | Unset = UNSET
    phone_number: None | str | Unset = UNSET
    custom_context: None | ReplaceContactBodyCustomContextType0 | Unset = UNSET
    industry_context: None | ReplaceContactBodyIndustryContextType0 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.replace_contact_body_custom_context_type_0 import (
            ReplaceContactBodyCustomContextType0,  # noqa: PLC0415
        )
        from ..models.replace_contact_body_industry_context_type_0 import (
            ReplaceContactBodyIndustryContextType0,  # noqa: PLC0415
        )

        first_name = self.first_name

        last_name: None | str | Unset
        if isinstance(self.last_name, Unset):
            last_name = UNSET
        else:
            last_name = self.last_name

        email: Literal[""] | None | str | Unset
        if isinstance(self.email, Unset):
            email = UNSET
        else:
            email = self.email

        company: None | str | Unset
        if isinstance(self.company, Unset):
            company = UNSET
        else:
            company = self.company

        website: None | str | Unset
        if isinstance(self.website, Unset):
            website = UNSET
        else:
            website = self.website

        address: None | str | Unset
        if isinstance(self.address, Unset):
            address = UNSET
        else:
            address = self.address

        city: None | str | Unset
        if isinstance(self.city, Unset):
            city = UNSET
        else:
            city = self.city

        state: None | str | Unset
        if isinstance(self.state, Unset):
            state = UNSET
        else:
            state = self.state

        zip_code: None | str | Unset
        if isinstance(self.zip_code, Unset):
            zip_code = UNSET
        else:
            zip_code = self.zip_code

        timezone: None | str | Unset
        if isinstance(self.timezone, Unset):
            timezone = UNSET
        elif isinstance(self.timezone, str):
            timezone = self.timezone
        else:
            timezone = self.timezone

        country: None | str | Unset
        if isinstance(self.country, Unset):
            country = UNSET
        elif isinstance(self.country, str):
            country = self.country
        else:
            country = self.country

        status: None | str | Unset
        if isinstance(self.status, Unset):
            status = UNSET
        elif isinstance(self.status, str):
            status = self.status
        else:
            status = self.status

        stage: None | str | Unset
        if isinstance(self.stage, Unset):
            stage = UNSET
        elif isinstance(self.stage, str):
            stage = self.stage
        else:
            stage = self.stage

        team_id: int | None | Unset
        if isinstance(self.team_id, Unset):
            team_id = UNSET
        else:
            team_id = self.team_id

        tags: list[str] | None | Unset
        if isinstance(self.tags, Unset):
            tags = UNSET
        elif isinstance(self.tags, list):
            tags = self.tags

        else:
            tags = self.tags

        phone_numbers: list[dict[str, Any]] | None | Unset
        if isinstance(self.phone_numbers, Unset):
            phone_numbers = UNSET
        elif isinstance(self.phone_numbers, list):
            phone_numbers = []
            for phone_numbers_type_0_item_data in self.phone_numbers:
                phone_numbers_type_0_item = phone_numbers_type_0_item_data.to_dict()
                phone_numbers.append(phone_numbers_type_0_item)

        else:
            phone_numbers = self.phone_numbers

        phone_number: None | str | Unset
        if isinstance(self.phone_number, Unset):
            phone_number = UNSET
        else:
            phone_number = self.phone_number

        custom_context: dict[str, Any] | None | Unset
        if isinstance(self.custom_context, Unset):
            custom_context = UNSET
        elif isinstance(self.custom_context, ReplaceContactBodyCustomContextType0):
            custom_context = self.custom_context.to_dict()
        else:
            custom_context = self.custom_context

        industry_context: dict[str, Any] | None | Unset
        if isinstance(self.industry_context, Unset):
            industry_context = UNSET
        elif isinstance(self.industry_context, ReplaceContactBodyIndustryContextType0):
            industry_context = self.industry_context.to_dict()
        else:
            industry_context = self.industry_context

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if first_name is not UNSET:
            field_dict["first_name"] = first_name
        if last_name is not UNSET:
            field_dict["last_name"] = last_name
        if email is not UNSET:
            field_dict["email"] = email
        if company is not UNSET:
            field_dict["company"] = company
        if website is not UNSET:
            field_dict["website"] = website
        if address is not UNSET:
            field_dict["address"] = address
        if city is not UNSET:
            field_dict["city"] = city
        if state is not UNSET:
            field_dict["state"] = state
        if zip_code is not UNSET:
            field_dict["zip_code"] = zip_code
        if timezone is not UNSET:
            field_dict["timezone"] = timezone
        if country is not UNSET:
            field_dict["country"] = country
        if status is not UNSET:
            field_dict["status"] = status
        if stage is not UNSET:
            field_dict["stage"] = stage
        if team_id is not UNSET:
            field_dict["team_id"] = team_id
        if tags is not UNSET:
            field_dict["tags"] = tags
        if phone_numbers is not UNSET:
            field_dict["phone_numbers"] = phone_numbers
        if phone_number is not UNSET:
            field_dict["phone_number"] = phone_number
        if custom_context is not UNSET:
            field_dict["custom_context"] = custom_context
        if industry_context is not UNSET:
            field_dict["industry_context"] = industry_context

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.replace_contact_body_custom_context_type_0 import (
            ReplaceContactBodyCustomContextType0,  # noqa: PLC0415
        )
        from ..models.replace_contact_body_industry_context_type_0 import (
            ReplaceContactBodyIndustryContextType0,  # noqa: PLC0415
        )
        from ..models.replace_contact_body_phone_numbers_type_0_item import (
            ReplaceContactBodyPhoneNumbersType0Item,  # noqa: PLC0415
        )

        d = dict(src_dict)
        first_name = d.pop("first_name", UNSET)

        def _parse_last_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        last_name = _parse_last_name(d.pop("last_name", UNSET))

        def _parse_email(data: object) -> Literal[""] | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            email_type_1 = cast(Literal[""], data)
            if email_type_1 != "":
                raise ValueError(f"email_type_1 must match const '', got '{email_type_1}'")
            return email_type_1
            return cast(Literal[""] | None | str | Unset, data)

        email = _parse_email(d.pop("email", UNSET))

        def _parse_company(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        company = _parse_company(d.pop("company", UNSET))

        def _parse_website(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        website = _parse_website(d.pop("website", UNSET))

        def _parse_address(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        address = _parse_address(d.pop("address", UNSET))

        def _parse_city(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        city = _parse_city(d.pop("city", UNSET))

        def _parse_state(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        state = _parse_state(d.pop("state", UNSET))

        def _parse_zip_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        zip_code = _parse_zip_code(d.pop("zip_code", UNSET))

        def _parse_timezone(data: object) -> None | TimeZone | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                timezone_type_0 = check_time_zone(data)

                return timezone_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TimeZone | Unset, data)

        timezone = _parse_timezone(d.pop("timezone", UNSET))

        def _parse_country(data: object) -> CountryCode | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                country_type_0 = check_country_code(data)

                return country_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CountryCode | None | Unset, data)

        country = _parse_country(d.pop("country", UNSET))

        def _parse_status(data: object) -> None | ReplaceContactBodyStatusType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = check_replace_contact_body_status_type_0(data)

                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReplaceContactBodyStatusType0 | Unset, data)

        status = _parse_status(d.pop("status", UNSET))

        def _parse_stage(data: object) -> None | ReplaceContactBodyStageType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stage_type_0 = check_replace_contact_body_stage_type_0(data)

                return stage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReplaceContactBodyStageType0 | Unset, data)

        stage = _parse_stage(d.pop("stage", UNSET))

        def _parse_team_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        team_id = _parse_team_id(d.pop("team_id", UNSET))

        def _parse_tags(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                tags_type_0 = cast(list[str], data)

                return tags_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        tags = _parse_tags(d.pop("tags", UNSET))

        def _parse_phone_numbers(data: object) -> list[ReplaceContactBodyPhoneNumbersType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                phone_numbers_type_0 = []
                _phone_numbers_type_0 = data
                for phone_numbers_type_0_item_data in _phone_numbers_type_0:
                    phone_numbers_type_0_item = ReplaceContactBodyPhoneNumbersType0Item.from_dict(
                        phone_numbers_type_0_item_data
                    )

                    phone_numbers_type_0.append(phone_numbers_type_0_item)

                return phone_numbers_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ReplaceContactBodyPhoneNumbersType0Item] | None | Unset, data)

        phone_numbers = _parse_phone_numbers(d.pop("phone_numbers", UNSET))

        def _parse_phone_number(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        phone_number = _parse_phone_number(d.pop("phone_number", UNSET))

        def _parse_custom_context(data: object) -> None | ReplaceContactBodyCustomContextType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                custom_context_type_0 = ReplaceContactBodyCustomContextType0.from_dict(data)

                return custom_context_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReplaceContactBodyCustomContextType0 | Unset, data)

        custom_context = _parse_custom_context(d.pop("custom_context", UNSET))

        def _parse_industry_context(data: object) -> None | ReplaceContactBodyIndustryContextType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                industry_context_type_0 = ReplaceContactBodyIndustryContextType0.from_dict(data)

                return industry_context_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReplaceContactBodyIndustryContextType0 | Unset, data)

        industry_context = _parse_industry_context(d.pop("industry_context", UNSET))

        replace_contact_body = cls(
            first_name=first_name,
            last_name=last_name,
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
            tags=tags,
            phone_numbers=phone_numbers,
            phone_number=phone_number,
            custom_context=custom_context,
            industry_context=industry_context,
        )

        replace_contact_body.additional_properties = d
        return replace_contact_body

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
