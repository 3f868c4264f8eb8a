from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.check_calling_rules_response_200_blocks_item import CheckCallingRulesResponse200BlocksItem


T = TypeVar("T", bound="CheckCallingRulesResponse200")


@_attrs_define
class CheckCallingRulesResponse200:
    """
    Attributes:
        allowed (bool):
        next_allowed_at (None | str): the first moment a dial is allowed (`at` itself when allowed); null for a do-not-
            call number, a refused destination, or a number without the consent the account requires
        timezones (list[str]): the callee's candidate zones: the contact's, else every zone of the number's area
        jurisdictions (list[str]): countries and ISO 3166-2 subdivisions whose rules apply
        blocks (list[CheckCallingRulesResponse200BlocksItem]):
        rules_version (str): version of the legal-windows table the decision used
    """

    allowed: bool
    next_allowed_at: None | str
    timezones: list[str]
    jurisdictions: list[str]
    blocks: list[CheckCallingRulesResponse200BlocksItem]
    rules_version: str

    def to_dict(self) -> dict[str, Any]:
        allowed = self.allowed

        next_allowed_at: None | str
        next_allowed_at = self.next_allowed_at

        timezones = self.timezones

        jurisdictions = self.jurisdictions

        blocks = []
        for blocks_item_data in self.blocks:
            blocks_item = blocks_item_data.to_dict()
            blocks.append(blocks_item)

        rules_version = self.rules_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "allowed": allowed,
                "next_allowed_at": next_allowed_at,
                "timezones": timezones,
                "jurisdictions": jurisdictions,
                "blocks": blocks,
                "rules_version": rules_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.check_calling_rules_response_200_blocks_item import (
            CheckCallingRulesResponse200BlocksItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        allowed = d.pop("allowed")

        def _parse_next_allowed_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_allowed_at = _parse_next_allowed_at(d.pop("next_allowed_at"))

        timezones = cast(list[str], d.pop("timezones"))

        jurisdictions = cast(list[str], d.pop("jurisdictions"))

        blocks = []
        _blocks = d.pop("blocks")
        for blocks_item_data in _blocks:
            blocks_item = CheckCallingRulesResponse200BlocksItem.from_dict(blocks_item_data)

            blocks.append(blocks_item)

        rules_version = d.pop("rules_version")

        check_calling_rules_response_200 = cls(
            allowed=allowed,
            next_allowed_at=next_allowed_at,
            timezones=timezones,
            jurisdictions=jurisdictions,
            blocks=blocks,
            rules_version=rules_version,
        )

        return check_calling_rules_response_200
