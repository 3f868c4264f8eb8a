from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.set_contact_context_variables_body_variables import SetContactContextVariablesBodyVariables


T = TypeVar("T", bound="SetContactContextVariablesBody")


@_attrs_define
class SetContactContextVariablesBody:
    """
    Attributes:
        variables (SetContactContextVariablesBodyVariables):
        auto_create_variables (bool | Unset):  Default: False.
    """

    variables: SetContactContextVariablesBodyVariables
    auto_create_variables: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        variables = self.variables.to_dict()

        auto_create_variables = self.auto_create_variables

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "variables": variables,
            }
        )
        if auto_create_variables is not UNSET:
            field_dict["auto_create_variables"] = auto_create_variables

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.set_contact_context_variables_body_variables import (
            SetContactContextVariablesBodyVariables,  # noqa: PLC0415
        )

        d = dict(src_dict)
        variables = SetContactContextVariablesBodyVariables.from_dict(d.pop("variables"))

        auto_create_variables = d.pop("auto_create_variables", UNSET)

        set_contact_context_variables_body = cls(
            variables=variables,
            auto_create_variables=auto_create_variables,
        )

        set_contact_context_variables_body.additional_properties = d
        return set_contact_context_variables_body

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
