from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.update_context_variable_definition_patch_body_variable_type import (
    UpdateContextVariableDefinitionPatchBodyVariableType,
    check_update_context_variable_definition_patch_body_variable_type,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateContextVariableDefinitionPatchBody")


@_attrs_define
class UpdateContextVariableDefinitionPatchBody:
    """
    Attributes:
        name (str | Unset): Cannot be changed: only the current value is accepted, so leave it out (delete the variable
            and create it again instead).
        context_type (str | Unset): Cannot be changed: only the current value is accepted, so leave it out (delete the
            variable and create it again instead).
        display_name (str | Unset):
        description (None | str | Unset):
        variable_type (UpdateContextVariableDefinitionPatchBodyVariableType | Unset):
        select_options (list[str] | None | Unset):
    """

    name: str | Unset = UNSET
    context_type: str | Unset = UNSET
    display_name: str | Unset = UNSET
    description: None | str | Unset = UNSET
    variable_type: UpdateContextVariableDefinitionPatchBodyVariableType | Unset = UNSET
    select_options: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        context_type = self.context_type

        display_name = self.display_name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        variable_type: str | Unset = UNSET
        if not isinstance(self.variable_type, Unset):
            variable_type = self.variable_type

        select_options: list[str] | None | Unset
        if isinstance(self.select_options, Unset):
            select_options = UNSET
        elif isinstance(self.select_options, list):
            select_options = self.select_options

        else:
            select_options = self.select_options

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if context_type is not UNSET:
            field_dict["context_type"] = context_type
        if display_name is not UNSET:
            field_dict["display_name"] = display_name
        if description is not UNSET:
            field_dict["description"] = description
        if variable_type is not UNSET:
            field_dict["variable_type"] = variable_type
        if select_options is not UNSET:
            field_dict["select_options"] = select_options

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        context_type = d.pop("context_type", UNSET)

        display_name = d.pop("display_name", UNSET)

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        _variable_type = d.pop("variable_type", UNSET)
        variable_type: UpdateContextVariableDefinitionPatchBodyVariableType | Unset
        if isinstance(_variable_type, Unset):
            variable_type = UNSET
        else:
            variable_type = check_update_context_variable_definition_patch_body_variable_type(_variable_type)

        def _parse_select_options(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                select_options_type_0 = cast(list[str], data)

                return select_options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        select_options = _parse_select_options(d.pop("select_options", UNSET))

        update_context_variable_definition_patch_body = cls(
            name=name,
            context_type=context_type,
            display_name=display_name,
            description=description,
            variable_type=variable_type,
            select_options=select_options,
        )

        update_context_variable_definition_patch_body.additional_properties = d
        return update_context_variable_definition_patch_body

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
