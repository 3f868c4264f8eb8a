from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_agent_test_response_200_test_caller_type_0 import GetAgentTestResponse200TestCallerType0
    from ..models.get_agent_test_response_200_test_caller_type_1 import GetAgentTestResponse200TestCallerType1
    from ..models.get_agent_test_response_200_test_contact_type_0 import GetAgentTestResponse200TestContactType0
    from ..models.get_agent_test_response_200_test_expect import GetAgentTestResponse200TestExpect


T = TypeVar("T", bound="GetAgentTestResponse200Test")


@_attrs_define
class GetAgentTestResponse200Test:
    """
    Attributes:
        id (int):
        agent_id (int):
        name (str):
        caller (GetAgentTestResponse200TestCallerType0 | GetAgentTestResponse200TestCallerType1): Fixed lines (`lines`),
            or a model playing a persona towards a goal (`persona`, `goal`, `max_turns`).
        contact (GetAgentTestResponse200TestContactType0 | None):
        expect (GetAgentTestResponse200TestExpect):
        created_at (str):
        updated_at (str):
    """

    id: int
    agent_id: int
    name: str
    caller: GetAgentTestResponse200TestCallerType0 | GetAgentTestResponse200TestCallerType1
    contact: GetAgentTestResponse200TestContactType0 | None
    expect: GetAgentTestResponse200TestExpect
    created_at: str
    updated_at: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.get_agent_test_response_200_test_caller_type_0 import (
            GetAgentTestResponse200TestCallerType0,  # noqa: PLC0415
        )
        from ..models.get_agent_test_response_200_test_contact_type_0 import (
            GetAgentTestResponse200TestContactType0,  # noqa: PLC0415
        )

        id = self.id

        agent_id = self.agent_id

        name = self.name

        caller: dict[str, Any]
        if isinstance(self.caller, GetAgentTestResponse200TestCallerType0):
            caller = self.caller.to_dict()
        else:
            caller = self.caller.to_dict()

        contact: dict[str, Any] | None
        if isinstance(self.contact, GetAgentTestResponse200TestContactType0):
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
        from ..models.get_agent_test_response_200_test_caller_type_0 import (
            GetAgentTestResponse200TestCallerType0,  # noqa: PLC0415
        )
        from ..models.get_agent_test_response_200_test_caller_type_1 import (
            GetAgentTestResponse200TestCallerType1,  # noqa: PLC0415
        )
        from ..models.get_agent_test_response_200_test_contact_type_0 import (
            GetAgentTestResponse200TestContactType0,  # noqa: PLC0415
        )
        from ..models.get_agent_test_response_200_test_expect import GetAgentTestResponse200TestExpect  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        agent_id = d.pop("agent_id")

        name = d.pop("name")

        def _parse_caller(
            data: object,
        ) -> GetAgentTestResponse200TestCallerType0 | GetAgentTestResponse200TestCallerType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                caller_type_0 = GetAgentTestResponse200TestCallerType0.from_dict(data)

                return caller_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            caller_type_1 = GetAgentTestResponse200TestCallerType1.from_dict(data)

            return caller_type_1

        caller = _parse_caller(d.pop("caller"))

        def _parse_contact(data: object) -> GetAgentTestResponse200TestContactType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                contact_type_0 = GetAgentTestResponse200TestContactType0.from_dict(data)

                return contact_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GetAgentTestResponse200TestContactType0 | None, data)

        contact = _parse_contact(d.pop("contact"))

        expect = GetAgentTestResponse200TestExpect.from_dict(d.pop("expect"))

        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

        get_agent_test_response_200_test = cls(
            id=id,
            agent_id=agent_id,
            name=name,
            caller=caller,
            contact=contact,
            expect=expect,
            created_at=created_at,
            updated_at=updated_at,
        )

        return get_agent_test_response_200_test
