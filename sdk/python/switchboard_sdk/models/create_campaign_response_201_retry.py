from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.create_campaign_response_201_retry_on_item import (
    CreateCampaignResponse201RetryOnItem,
    check_create_campaign_response_201_retry_on_item,
)

T = TypeVar("T", bound="CreateCampaignResponse201Retry")


@_attrs_define
class CreateCampaignResponse201Retry:
    """
    Attributes:
        max_attempts (int):
        on (list[CreateCampaignResponse201RetryOnItem]):
        delay_minutes (int):
    """

    max_attempts: int
    on: list[CreateCampaignResponse201RetryOnItem]
    delay_minutes: int

    def to_dict(self) -> dict[str, Any]:
        max_attempts = self.max_attempts

        on = []
        for on_item_data in self.on:
            on_item: str = on_item_data
            on.append(on_item)

        delay_minutes = self.delay_minutes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "max_attempts": max_attempts,
                "on": on,
                "delay_minutes": delay_minutes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_attempts = d.pop("max_attempts")

        on = []
        _on = d.pop("on")
        for on_item_data in _on:
            on_item = check_create_campaign_response_201_retry_on_item(on_item_data)

            on.append(on_item)

        delay_minutes = d.pop("delay_minutes")

        create_campaign_response_201_retry = cls(
            max_attempts=max_attempts,
            on=on,
            delay_minutes=delay_minutes,
        )

        return create_campaign_response_201_retry
