from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.preview_campaign_before_it_starts_body_retry_on_item import (
    PreviewCampaignBeforeItStartsBodyRetryOnItem,
    check_preview_campaign_before_it_starts_body_retry_on_item,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="PreviewCampaignBeforeItStartsBodyRetry")


@_attrs_define
class PreviewCampaignBeforeItStartsBodyRetry:
    """
    Attributes:
        max_attempts (int | Unset):  Default: 3.
        on (list[PreviewCampaignBeforeItStartsBodyRetryOnItem] | Unset):
        delay_minutes (int | Unset):  Default: 60.
    """

    max_attempts: int | Unset = 3
    on: list[PreviewCampaignBeforeItStartsBodyRetryOnItem] | Unset = UNSET
    delay_minutes: int | Unset = 60
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        max_attempts = self.max_attempts

        on: list[str] | Unset = UNSET
        if not isinstance(self.on, Unset):
            on = []
            for on_item_data in self.on:
                on_item: str = on_item_data
                on.append(on_item)

        delay_minutes = self.delay_minutes

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if max_attempts is not UNSET:
            field_dict["max_attempts"] = max_attempts
        if on is not UNSET:
            field_dict["on"] = on
        if delay_minutes is not UNSET:
            field_dict["delay_minutes"] = delay_minutes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_attempts = d.pop("max_attempts", UNSET)

        _on = d.pop("on", UNSET)
        on: list[PreviewCampaignBeforeItStartsBodyRetryOnItem] | Unset = UNSET
        if _on is not UNSET:
            on = []
            for on_item_data in _on:
                on_item = check_preview_campaign_before_it_starts_body_retry_on_item(on_item_data)

                on.append(on_item)

        delay_minutes = d.pop("delay_minutes", UNSET)

        preview_campaign_before_it_starts_body_retry = cls(
            max_attempts=max_attempts,
            on=on,
            delay_minutes=delay_minutes,
        )

        preview_campaign_before_it_starts_body_retry.additional_properties = d
        return preview_campaign_before_it_starts_body_retry

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
