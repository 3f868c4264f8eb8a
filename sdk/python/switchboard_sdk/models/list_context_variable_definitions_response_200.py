from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_context_variable_definitions_response_200_variables_item import (
        ListContextVariableDefinitionsResponse200VariablesItem,
    )


T = TypeVar("T", bound="ListContextVariableDefinitionsResponse200")


@_attrs_define
class ListContextVariableDefinitionsResponse200:
    """
    Attributes:
        count (int):
        page (int):
        limit (int):
        pages (int):
        variables (list[ListContextVariableDefinitionsResponse200VariablesItem]):
    """

    count: int
    page: int
    limit: int
    pages: int
    variables: list[ListContextVariableDefinitionsResponse200VariablesItem]

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        page = self.page

        limit = self.limit

        pages = self.pages

        variables = []
        for variables_item_data in self.variables:
            variables_item = variables_item_data.to_dict()
            variables.append(variables_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "page": page,
                "limit": limit,
                "pages": pages,
                "variables": variables,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_context_variable_definitions_response_200_variables_item import (
            ListContextVariableDefinitionsResponse200VariablesItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        count = d.pop("count")

        page = d.pop("page")

        limit = d.pop("limit")

        pages = d.pop("pages")

        variables = []
        _variables = d.pop("variables")
        for variables_item_data in _variables:
            variables_item = ListContextVariableDefinitionsResponse200VariablesItem.from_dict(variables_item_data)

            variables.append(variables_item)

        list_context_variable_definitions_response_200 = cls(
            count=count,
            page=page,
            limit=limit,
            pages=pages,
            variables=variables,
        )

        return list_context_variable_definitions_response_200
