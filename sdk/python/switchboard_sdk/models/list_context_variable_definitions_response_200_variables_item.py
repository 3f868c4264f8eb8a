from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.list_context_variable_definitions_response_200_variables_item_context_type import (
    ListContextVariableDefinitionsResponse200VariablesItemContextType,
    check_list_context_variable_definitions_response_200_variables_item_context_type,
)
from ..models.list_context_variable_definitions_response_200_variables_item_variable_type import (
    ListContextVariableDefinitionsResponse200VariablesItemVariableType,
    check_list_context_variable_definitions_response_200_variables_item_variable_type,
)

T = TypeVar("T", bound="ListContextVariableDefinitionsResponse200VariablesItem")


@_attrs_define
class ListContextVariableDefinitionsResponse200VariablesItem:
    """
    Attributes:
        id (int):
        name (str):
        display_name (str):
        description (None | str):
        variable_type (ListContextVariableDefinitionsResponse200VariablesItemVariableType):
        context_type (ListContextVariableDefinitionsResponse200VariablesItemContextType):
        select_options (list[str] | None):
        is_default (bool):
        created_at (str):
        updated_at (str):
    """

    id: int
    name: str
    display_name: str
    description: None | str
    variable_type: ListContextVariableDefinitionsResponse200VariablesItemVariableType
    context_type: ListContextVariableDefinitionsResponse200VariablesItemContextType
    select_options: list[str] | None
    is_default: bool
    created_at: str
    updated_at: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        display_name = self.display_name

        description: None | str
        description = self.description

        variable_type: str = self.variable_type

        context_type: str = self.context_type

        select_options: list[str] | None
        if isinstance(self.select_options, list):
            select_options = self.select_options

        else:
            select_options = self.select_options

        is_default = self.is_default

        created_at = self.created_at

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "display_name": display_name,
                "description": description,
                "variable_type": variable_type,
                "context_type": context_type,
                "select_options": select_options,
                "is_default": is_default,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        display_name = d.pop("display_name")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        variable_type = check_list_context_variable_definitions_response_200_variables_item_variable_type(
            d.pop("variable_type")
        )

        context_type = check_list_context_variable_definitions_response_200_variables_item_context_type(
            d.pop("context_type")
        )

        def _parse_select_options(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                select_options_type_0 = cast(list[str], data)

                return select_options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        select_options = _parse_select_options(d.pop("select_options"))

        is_default = d.pop("is_default")

        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

        list_context_variable_definitions_response_200_variables_item = cls(
            id=id,
            name=name,
            display_name=display_name,
            description=description,
            variable_type=variable_type,
            context_type=context_type,
            select_options=select_options,
            is_default=is_default,
            created_at=created_at,
            updated_at=updated_at,
        )

        return list_context_variable_definitions_response_200_variables_item
