from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SimulateInboundCallResponse201ContactType0")


@_attrs_define
class SimulateInboundCallResponse201ContactType0:
    """
    Attributes:
        id (int):
        name (None | str):
        email (None | str):
    """

    id: int
    name: None | str
    email: None | str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name: None | str
        name = self.name

        email: None | str
        email = self.email

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "email": email,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        def _parse_email(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        email = _parse_email(d.pop("email"))

        simulate_inbound_call_response_201_contact_type_0 = cls(
            id=id,
            name=name,
            email=email,
        )

        return simulate_inbound_call_response_201_contact_type_0
