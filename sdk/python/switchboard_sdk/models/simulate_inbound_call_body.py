from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SimulateInboundCallBody")


@_attrs_define
class SimulateInboundCallBody:
    """
    Attributes:
        agent_id (int | str): the inbound agent called: database id or assistant_id
        from_ (str): A phone number in E.164 form (`+14155550123`), valid for its country by libphonenumber's metadata.
    """

    agent_id: int | str
    from_: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        agent_id: int | str
        agent_id = self.agent_id

        from_ = self.from_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "agent_id": agent_id,
                "from": from_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_agent_id(data: object) -> int | str:
            return cast(int | str, data)

        agent_id = _parse_agent_id(d.pop("agent_id"))

        from_ = d.pop("from")

        simulate_inbound_call_body = cls(
            agent_id=agent_id,
            from_=from_,
        )

        simulate_inbound_call_body.additional_properties = d
        return simulate_inbound_call_body

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
