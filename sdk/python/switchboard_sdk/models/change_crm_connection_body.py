from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.change_crm_connection_body_direction import (
    ChangeCrmConnectionBodyDirection,
    check_change_crm_connection_body_direction,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.change_crm_connection_body_field_map_item import ChangeCrmConnectionBodyFieldMapItem


T = TypeVar("T", bound="ChangeCrmConnectionBody")


@_attrs_define
class ChangeCrmConnectionBody:
    """
    Attributes:
        field_map (list[ChangeCrmConnectionBodyFieldMapItem] | Unset):
        direction (ChangeCrmConnectionBodyDirection | Unset): both, from_crm (import only) or to_crm (opt-outs and notes
            only)
    """

    field_map: list[ChangeCrmConnectionBodyFieldMapItem] | Unset = UNSET
    direction: ChangeCrmConnectionBodyDirection | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        field_map: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.field_map, Unset):
            field_map = []
            for field_map_item_data in self.field_map:
                field_map_item = field_map_item_data.to_dict()
                field_map.append(field_map_item)

        direction: str | Unset = UNSET
        if not isinstance(self.direction, Unset):
            direction = self.direction

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if field_map is not UNSET:
            field_dict["field_map"] = field_map
        if direction is not UNSET:
            field_dict["direction"] = direction

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.change_crm_connection_body_field_map_item import (
            ChangeCrmConnectionBodyFieldMapItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        _field_map = d.pop("field_map", UNSET)
        field_map: list[ChangeCrmConnectionBodyFieldMapItem] | Unset = UNSET
        if _field_map is not UNSET:
            field_map = []
            for field_map_item_data in _field_map:
                field_map_item = ChangeCrmConnectionBodyFieldMapItem.from_dict(field_map_item_data)

                field_map.append(field_map_item)

        _direction = d.pop("direction", UNSET)
        direction: ChangeCrmConnectionBodyDirection | Unset
        if isinstance(_direction, Unset):
            direction = UNSET
        else:
            direction = check_change_crm_connection_body_direction(_direction)

        change_crm_connection_body = cls(
            field_map=field_map,
            direction=direction,
        )

        change_crm_connection_body.additional_properties = d
        return change_crm_connection_body

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
