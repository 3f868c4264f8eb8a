from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CreateContextVariableDefinitionResponse201")


@_attrs_define
class CreateContextVariableDefinitionResponse201:
    """
    Attributes:
        id (int):
        name (str):
        display_name (str):
        message (str):
    """

    id: int
    name: str
    display_name: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        display_name = self.display_name

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "display_name": display_name,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        display_name = d.pop("display_name")

        message = d.pop("message")

        create_context_variable_definition_response_201 = cls(
            id=id,
            name=name,
            display_name=display_name,
            message=message,
        )

        return create_context_variable_definition_response_201
