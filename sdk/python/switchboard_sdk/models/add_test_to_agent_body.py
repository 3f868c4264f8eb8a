from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.add_test_to_agent_body_caller_type_0 import AddTestToAgentBodyCallerType0
    from ..models.add_test_to_agent_body_caller_type_1 import AddTestToAgentBodyCallerType1
    from ..models.add_test_to_agent_body_contact import AddTestToAgentBodyContact
    from ..models.add_test_to_agent_body_expect import AddTestToAgentBodyExpect


T = TypeVar("T", bound="AddTestToAgentBody")


@_attrs_define
class AddTestToAgentBody:
    """
    Attributes:
        name (str):
        caller (AddTestToAgentBodyCallerType0 | AddTestToAgentBodyCallerType1): Fixed lines (`lines`), or a model
            playing a persona towards a goal (`persona`, `goal`, `max_turns`).
        expect (AddTestToAgentBodyExpect):
        contact (AddTestToAgentBodyContact | Unset): The caller as a contact (the agent sees their values); nothing of
            it is kept after the run.
    """

    name: str
    caller: AddTestToAgentBodyCallerType0 | AddTestToAgentBodyCallerType1
    expect: AddTestToAgentBodyExpect
    contact: AddTestToAgentBodyContact | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.add_test_to_agent_body_caller_type_0 import AddTestToAgentBodyCallerType0  # noqa: PLC0415

        name = self.name

        caller: dict[str, Any]
        if isinstance(self.caller, AddTestToAgentBodyCallerType0):
            caller = self.caller.to_dict()
        else:
            caller = self.caller.to_dict()

        expect = self.expect.to_dict()

        contact: dict[str, Any] | Unset = UNSET
        if not isinstance(self.contact, Unset):
            contact = self.contact.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "caller": caller,
                "expect": expect,
            }
        )
        if contact is not UNSET:
            field_dict["contact"] = contact

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.add_test_to_agent_body_caller_type_0 import AddTestToAgentBodyCallerType0  # noqa: PLC0415
        from ..models.add_test_to_agent_body_caller_type_1 import AddTestToAgentBodyCallerType1  # noqa: PLC0415
        from ..models.add_test_to_agent_body_contact import AddTestToAgentBodyContact  # noqa: PLC0415
        from ..models.add_test_to_agent_body_expect import AddTestToAgentBodyExpect  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        def _parse_caller(data: object) -> AddTestToAgentBodyCallerType0 | AddTestToAgentBodyCallerType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                caller_type_0 = AddTestToAgentBodyCallerType0.from_dict(data)

                return caller_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            caller_type_1 = AddTestToAgentBodyCallerType1.from_dict(data)

            return caller_type_1

        caller = _parse_caller(d.pop("caller"))

        expect = AddTestToAgentBodyExpect.from_dict(d.pop("expect"))

        _contact = d.pop("contact", UNSET)
        contact: AddTestToAgentBodyContact | Unset
        if isinstance(_contact, Unset):
            contact = UNSET
        else:
            contact = AddTestToAgentBodyContact.from_dict(_contact)

        add_test_to_agent_body = cls(
            name=name,
            caller=caller,
            expect=expect,
            contact=contact,
        )

        return add_test_to_agent_body
