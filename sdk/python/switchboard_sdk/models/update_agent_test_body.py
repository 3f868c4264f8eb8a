from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.update_agent_test_body_caller_type_0 import UpdateAgentTestBodyCallerType0
    from ..models.update_agent_test_body_caller_type_1 import UpdateAgentTestBodyCallerType1
    from ..models.update_agent_test_body_contact_type_0 import UpdateAgentTestBodyContactType0
    from ..models.update_agent_test_body_expect import UpdateAgentTestBodyExpect


T = TypeVar("T", bound="UpdateAgentTestBody")


@_attrs_define
class UpdateAgentTestBody:
    """
    Attributes:
        name (str | Unset):
        caller (Unset | UpdateAgentTestBodyCallerType0 | UpdateAgentTestBodyCallerType1): Fixed lines (`lines`), or a
            model playing a persona towards a goal (`persona`, `goal`, `max_turns`).
        contact (None | Unset | UpdateAgentTestBodyContactType0):
        expect (UpdateAgentTestBodyExpect | Unset):
    """

    name: str | Unset = UNSET
    caller: Unset | UpdateAgentTestBodyCallerType0 | UpdateAgentTestBodyCallerType1 = UNSET
    contact: None | Unset | UpdateAgentTestBodyContactType0 = UNSET
    expect: UpdateAgentTestBodyExpect | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.update_agent_test_body_caller_type_0 import UpdateAgentTestBodyCallerType0  # noqa: PLC0415
        from ..models.update_agent_test_body_contact_type_0 import UpdateAgentTestBodyContactType0  # noqa: PLC0415

        name = self.name

        caller: dict[str, Any] | Unset
        if isinstance(self.caller, Unset):
            caller = UNSET
        elif isinstance(self.caller, UpdateAgentTestBodyCallerType0):
            caller = self.caller.to_dict()
        else:
            caller = self.caller.to_dict()

        contact: dict[str, Any] | None | Unset
        if isinstance(self.contact, Unset):
            contact = UNSET
        elif isinstance(self.contact, UpdateAgentTestBodyContactType0):
            contact = self.contact.to_dict()
        else:
            contact = self.contact

        expect: dict[str, Any] | Unset = UNSET
        if not isinstance(self.expect, Unset):
            expect = self.expect.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if caller is not UNSET:
            field_dict["caller"] = caller
        if contact is not UNSET:
            field_dict["contact"] = contact
        if expect is not UNSET:
            field_dict["expect"] = expect

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.update_agent_test_body_caller_type_0 import UpdateAgentTestBodyCallerType0  # noqa: PLC0415
        from ..models.update_agent_test_body_caller_type_1 import UpdateAgentTestBodyCallerType1  # noqa: PLC0415
        from ..models.update_agent_test_body_contact_type_0 import UpdateAgentTestBodyContactType0  # noqa: PLC0415
        from ..models.update_agent_test_body_expect import UpdateAgentTestBodyExpect  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name", UNSET)

        def _parse_caller(data: object) -> Unset | UpdateAgentTestBodyCallerType0 | UpdateAgentTestBodyCallerType1:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                caller_type_0 = UpdateAgentTestBodyCallerType0.from_dict(data)

                return caller_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            caller_type_1 = UpdateAgentTestBodyCallerType1.from_dict(data)

            return caller_type_1

        caller = _parse_caller(d.pop("caller", UNSET))

        def _parse_contact(data: object) -> None | Unset | UpdateAgentTestBodyContactType0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                contact_type_0 = UpdateAgentTestBodyContactType0.from_dict(data)

                return contact_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UpdateAgentTestBodyContactType0, data)

        contact = _parse_contact(d.pop("contact", UNSET))

        _expect = d.pop("expect", UNSET)
        expect: UpdateAgentTestBodyExpect | Unset
        if isinstance(_expect, Unset):
            expect = UNSET
        else:
            expect = UpdateAgentTestBodyExpect.from_dict(_expect)

        update_agent_test_body = cls(
            name=name,
            caller=caller,
            contact=contact,
            expect=expect,
        )

        return update_agent_test_body
