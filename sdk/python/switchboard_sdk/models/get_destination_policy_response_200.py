from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.get_destination_policy_response_200_blocked_number_types_item import (
    GetDestinationPolicyResponse200BlockedNumberTypesItem,
    check_get_destination_policy_response_200_blocked_number_types_item,
)
from ..models.get_destination_policy_response_200_default_blocked_number_types_item import (
    GetDestinationPolicyResponse200DefaultBlockedNumberTypesItem,
    check_get_destination_policy_response_200_default_blocked_number_types_item,
)
from ..models.get_destination_policy_response_200_number_types_item import (
    GetDestinationPolicyResponse200NumberTypesItem,
    check_get_destination_policy_response_200_number_types_item,
)
from ..models.get_destination_policy_response_200_operator_blocked_number_types_item import (
    GetDestinationPolicyResponse200OperatorBlockedNumberTypesItem,
    check_get_destination_policy_response_200_operator_blocked_number_types_item,
)

T = TypeVar("T", bound="GetDestinationPolicyResponse200")


@_attrs_define
class GetDestinationPolicyResponse200:
    """
    Attributes:
        country (str): the account's own country
        permitted_countries (list[str]): the account's country and the countries the operator granted it: the most
            allowed_countries may hold (read-only)
        allowed_countries (list[str]): countries (ISO 3166-1 alpha-2) whose numbers calls may go to (default: every
            permitted country)
        blocked_number_types (list[GetDestinationPolicyResponse200BlockedNumberTypesItem]): number types refused: the
            operator's and the account's own, from libphonenumber type data
        operator_blocked_number_types (list[GetDestinationPolicyResponse200OperatorBlockedNumberTypesItem]): number
            types the operator refuses for every account: always part of blocked_number_types (read-only)
        number_types (list[GetDestinationPolicyResponse200NumberTypesItem]): every type that can be refused
        default_blocked_number_types (list[GetDestinationPolicyResponse200DefaultBlockedNumberTypesItem]):
    """

    country: str
    permitted_countries: list[str]
    allowed_countries: list[str]
    blocked_number_types: list[GetDestinationPolicyResponse200BlockedNumberTypesItem]
    operator_blocked_number_types: list[GetDestinationPolicyResponse200OperatorBlockedNumberTypesItem]
    number_types: list[GetDestinationPolicyResponse200NumberTypesItem]
    default_blocked_number_types: list[GetDestinationPolicyResponse200DefaultBlockedNumberTypesItem]

    def to_dict(self) -> dict[str, Any]:
        country = self.country

        permitted_countries = self.permitted_countries

        allowed_countries = self.allowed_countries

        blocked_number_types = []
        for blocked_number_types_item_data in self.blocked_number_types:
            blocked_number_types_item: str = blocked_number_types_item_data
            blocked_number_types.append(blocked_number_types_item)

        operator_blocked_number_types = []
        for operator_blocked_number_types_item_data in self.operator_blocked_number_types:
            operator_blocked_number_types_item: str = operator_blocked_number_types_item_data
            operator_blocked_number_types.append(operator_blocked_number_types_item)

        number_types = []
        for number_types_item_data in self.number_types:
            number_types_item: str = number_types_item_data
            number_types.append(number_types_item)

        default_blocked_number_types = []
        for default_blocked_number_types_item_data in self.default_blocked_number_types:
            default_blocked_number_types_item: str = default_blocked_number_types_item_data
            default_blocked_number_types.append(default_blocked_number_types_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "country": country,
                "permitted_countries": permitted_countries,
                "allowed_countries": allowed_countries,
                "blocked_number_types": blocked_number_types,
                "operator_blocked_number_types": operator_blocked_number_types,
                "number_types": number_types,
                "default_blocked_number_types": default_blocked_number_types,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        country = d.pop("country")

        permitted_countries = cast(list[str], d.pop("permitted_countries"))

        allowed_countries = cast(list[str], d.pop("allowed_countries"))

        blocked_number_types = []
        _blocked_number_types = d.pop("blocked_number_types")
        for blocked_number_types_item_data in _blocked_number_types:
            blocked_number_types_item = check_get_destination_policy_response_200_blocked_number_types_item(
                blocked_number_types_item_data
            )

            blocked_number_types.append(blocked_number_types_item)

        operator_blocked_number_types = []
        _operator_blocked_number_types = d.pop("operator_blocked_number_types")
        for operator_blocked_number_types_item_data in _operator_blocked_number_types:
            operator_blocked_number_types_item = (
                check_get_destination_policy_response_200_operator_blocked_number_types_item(
                    operator_blocked_number_types_item_data
                )
            )

            operator_blocked_number_types.append(operator_blocked_number_types_item)

        number_types = []
        _number_types = d.pop("number_types")
        for number_types_item_data in _number_types:
            number_types_item = check_get_destination_policy_response_200_number_types_item(number_types_item_data)

            number_types.append(number_types_item)

        default_blocked_number_types = []
        _default_blocked_number_types = d.pop("default_blocked_number_types")
        for default_blocked_number_types_item_data in _default_blocked_number_types:
            default_blocked_number_types_item = (
                check_get_destination_policy_response_200_default_blocked_number_types_item(
                    default_blocked_number_types_item_data
                )
            )

            default_blocked_number_types.append(default_blocked_number_types_item)

        get_destination_policy_response_200 = cls(
            country=country,
            permitted_countries=permitted_countries,
            allowed_countries=allowed_countries,
            blocked_number_types=blocked_number_types,
            operator_blocked_number_types=operator_blocked_number_types,
            number_types=number_types,
            default_blocked_number_types=default_blocked_number_types,
        )

        return get_destination_policy_response_200
