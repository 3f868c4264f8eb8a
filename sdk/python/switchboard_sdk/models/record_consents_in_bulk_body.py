from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.record_consents_in_bulk_body_consents_item import RecordConsentsInBulkBodyConsentsItem


T = TypeVar("T", bound="RecordConsentsInBulkBody")


@_attrs_define
class RecordConsentsInBulkBody:
    """
    Attributes:
        consents (list[RecordConsentsInBulkBodyConsentsItem]):
    """

    consents: list[RecordConsentsInBulkBodyConsentsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        consents = []
        for consents_item_data in self.consents:
            consents_item = consents_item_data.to_dict()
            consents.append(consents_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "consents": consents,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.record_consents_in_bulk_body_consents_item import (
            RecordConsentsInBulkBodyConsentsItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        consents = []
        _consents = d.pop("consents")
        for consents_item_data in _consents:
            consents_item = RecordConsentsInBulkBodyConsentsItem.from_dict(consents_item_data)

            consents.append(consents_item)

        record_consents_in_bulk_body = cls(
            consents=consents,
        )

        record_consents_in_bulk_body.additional_properties = d
        return record_consents_in_bulk_body

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
