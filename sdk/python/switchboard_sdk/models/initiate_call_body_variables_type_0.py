from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.initiate_call_body_variables_type_0_custom_context_type_0 import (
        InitiateCallBodyVariablesType0CustomContextType0,
    )


T = TypeVar("T", bound="InitiateCallBodyVariablesType0")


@_attrs_define
class InitiateCallBodyVariablesType0:
    """
    Attributes:
        custom_context (InitiateCallBodyVariablesType0CustomContextType0 | None | Unset):
    """

    custom_context: InitiateCallBodyVariablesType0CustomContextType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.initiate_call_body_variables_type_0_custom_context_type_0 import (
            InitiateCallBodyVariablesType0CustomContextType0,  # noqa: PLC0415
        )

        custom_context: dict[str, Any] | None | Unset
        if isinstance(self.custom_context, Unset):
            custom_context = UNSET
        elif isinstance(self.custom_context, InitiateCallBodyVariablesType0CustomContextType0):
            custom_context = self.custom_context.to_dict()
        else:
            custom_context = self.custom_context

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if custom_context is not UNSET:
            field_dict["custom_context"] = custom_context

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.initiate_call_body_variables_type_0_custom_context_type_0 import (
            InitiateCallBodyVariablesType0CustomContextType0,  # noqa: PLC0415
        )

        d = dict(src_dict)

        def _parse_custom_context(data: object) -> InitiateCallBodyVariablesType0CustomContextType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                custom_context_type_0 = InitiateCallBodyVariablesType0CustomContextType0.from_dict(data)

                return custom_context_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(InitiateCallBodyVariablesType0CustomContextType0 | None | Unset, data)

        custom_context = _parse_custom_context(d.pop("custom_context", UNSET))

        initiate_call_body_variables_type_0 = cls(
            custom_context=custom_context,
        )

        initiate_call_body_variables_type_0.additional_properties = d
        return initiate_call_body_variables_type_0

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
