from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.add_test_to_agent_response_201_test_caller_type_0 import AddTestToAgentResponse201TestCallerType0
    from ..models.add_test_to_agent_response_201_test_caller_type_1 import AddTestToAgentResponse201TestCallerType1
    from ..models.add_test_to_agent_response_201_test_contact_type_0 import AddTestToAgentResponse201TestContactType0
    from ..models.add_test_to_agent_response_201_test_expect import AddTestToAgentResponse201TestExpect


T = TypeVar("T", bound="AddTestToAgentResponse201Test")


@_attrs_define
class AddTestToAgentResponse201Test:
    """
    Attributes:
        id (int):
        agent_id (int):
        name (str):
        caller (AddTestToAgentResponse201TestCallerType0 | AddTestToAgentResponse201TestCallerType1): Fixed lines
            (`lines`), or a model playing a persona towards a goal (`persona`, `goal`, `max_turns`).
        contact (AddTestToAgentResponse201TestContactType0 | None):
        expect (AddTestToAgentResponse201TestExpect):
        created_at (str):
        updated_at (str):
    """

    id: int
    agent_id: int
    name: str
    caller: AddTestToAgentResponse201TestCallerType0 | AddTestToAgentResponse201TestCallerType1
    contact: AddTestToAgentResponse201TestContactType0 | None
    expect: AddTestToAgentResponse201TestExpect
    created_at: str
    updated_at: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.add_test_to_agent_response_201_test_caller_type_0 import (
            AddTestToAgentResponse201TestCallerType0,  # noqa: PLC0415
        )
        from ..models.add_test_to_agent_response_201_test_contact_type_0 import (
            AddTestToAgentResponse201TestContactType0,  # noqa: PLC0415
        )

        id = self.id

        agent_id = self.agent_id

        name = self.name

        caller: dict[str, Any]
        if isinstance(self.caller, AddTestToAgentResponse201TestCallerType0):
            caller = self.caller.to_dict()
        else:
            caller = self.caller.to_dict()

        contact: dict[str, Any] | None
        if isinstance(self.contact, AddTestToAgentResponse201TestContactType0):
            contact = self.contact.to_dict()
        else:
            contact = self.contact

        expect = self.expect.to_dict()

        created_at = self.created_at

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "agent_id": agent_id,
                "name": name,
                "caller": caller,
                "contact": contact,
                "expect": expect,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.add_test_to_agent_response_201_test_caller_type_0 import (
            AddTestToAgentResponse201TestCallerType0,  # noqa: PLC0415
        )
        from ..models.add_test_to_agent_response_201_test_caller_type_1 import (
            AddTestToAgentResponse201TestCallerType1,  # noqa: PLC0415
        )
        from ..models.add_test_to_agent_response_201_test_contact_type_0 import (
            AddTestToAgentResponse201TestContactType0,  # noqa: PLC0415
        )
        from ..models.add_test_to_agent_response_201_test_expect import (
            AddTestToAgentResponse201TestExpect,  # noqa: PLC0415
        )

        d = dict(src_dict)
        id = d.pop("id")

        agent_id = d.pop("agent_id")

        name = d.pop("name")

        def _parse_caller(
            data: object,
        ) -> AddTestToAgentResponse201TestCallerType0 | AddTestToAgentResponse201TestCallerType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                caller_type_0 = AddTestToAgentResponse201TestCallerType0.from_dict(data)

                return caller_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            caller_type_1 = AddTestToAgentResponse201TestCallerType1.from_dict(data)

            return caller_type_1

        caller = _parse_caller(d.pop("caller"))

        def _parse_contact(data: object) -> AddTestToAgentResponse201TestContactType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                contact_type_0 = AddTestToAgentResponse201TestContactType0.from_dict(data)

                return contact_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AddTestToAgentResponse201TestContactType0 | None, data)

        contact = _parse_contact(d.pop("contact"))

        expect = AddTestToAgentResponse201TestExpect.from_dict(d.pop("expect"))

        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

        add_test_to_agent_response_201_test = cls(
            id=id,
            agent_id=agent_id,
            name=name,
            caller=caller,
            contact=contact,
            expect=expect,
            created_at=created_at,
            updated_at=updated_at,
        )

        return add_test_to_agent_response_201_test
