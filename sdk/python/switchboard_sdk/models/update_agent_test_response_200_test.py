from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.update_agent_test_response_200_test_caller_type_0 import UpdateAgentTestResponse200TestCallerType0
    from ..models.update_agent_test_response_200_test_caller_type_1 import UpdateAgentTestResponse200TestCallerType1
    from ..models.update_agent_test_response_200_test_contact_type_0 import UpdateAgentTestResponse200TestContactType0
    from ..models.update_agent_test_response_200_test_expect import UpdateAgentTestResponse200TestExpect


T = TypeVar("T", bound="UpdateAgentTestResponse200Test")


@_attrs_define
class UpdateAgentTestResponse200Test:
    """
    Attributes:
        id (int):
        agent_id (int):
        name (str):
        caller (UpdateAgentTestResponse200TestCallerType0 | UpdateAgentTestResponse200TestCallerType1): Fixed lines
            (`lines`), or a model playing a persona towards a goal (`persona`, `goal`, `max_turns`).
        contact (None | UpdateAgentTestResponse200TestContactType0):
        expect (UpdateAgentTestResponse200TestExpect):
        created_at (str):
        updated_at (str):
    """

    id: int
    agent_id: int
    name: str
    caller: UpdateAgentTestResponse200TestCallerType0 | UpdateAgentTestResponse200TestCallerType1
    contact: None | UpdateAgentTestResponse200TestContactType0
    expect: UpdateAgentTestResponse200TestExpect
    created_at: str
    updated_at: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.update_agent_test_response_200_test_caller_type_0 import (
            UpdateAgentTestResponse200TestCallerType0,  # noqa: PLC0415
        )
        from ..models.update_agent_test_response_200_test_contact_type_0 import (
            UpdateAgentTestResponse200TestContactType0,  # noqa: PLC0415
        )

        id = self.id

        agent_id = self.agent_id

        name = self.name

        caller: dict[str, Any]
        if isinstance(self.caller, UpdateAgentTestResponse200TestCallerType0):
            caller = self.caller.to_dict()
        else:
            caller = self.caller.to_dict()

        contact: dict[str, Any] | None
        if isinstance(self.contact, UpdateAgentTestResponse200TestContactType0):
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
        from ..models.update_agent_test_response_200_test_caller_type_0 import (
            UpdateAgentTestResponse200TestCallerType0,  # noqa: PLC0415
        )
        from ..models.update_agent_test_response_200_test_caller_type_1 import (
            UpdateAgentTestResponse200TestCallerType1,  # noqa: PLC0415
        )
        from ..models.update_agent_test_response_200_test_contact_type_0 import (
            UpdateAgentTestResponse200TestContactType0,  # noqa: PLC0415
        )
        from ..models.update_agent_test_response_200_test_expect import (
            UpdateAgentTestResponse200TestExpect,  # noqa: PLC0415
        )

        d = dict(src_dict)
        id = d.pop("id")

        agent_id = d.pop("agent_id")

        name = d.pop("name")

        def _parse_caller(
            data: object,
        ) -> UpdateAgentTestResponse200TestCallerType0 | UpdateAgentTestResponse200TestCallerType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                caller_type_0 = UpdateAgentTestResponse200TestCallerType0.from_dict(data)

                return caller_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            caller_type_1 = UpdateAgentTestResponse200TestCallerType1.from_dict(data)

            return caller_type_1

        caller = _parse_caller(d.pop("caller"))

        def _parse_contact(data: object) -> None | UpdateAgentTestResponse200TestContactType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                contact_type_0 = UpdateAgentTestResponse200TestContactType0.from_dict(data)

                return contact_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UpdateAgentTestResponse200TestContactType0, data)

        contact = _parse_contact(d.pop("contact"))

        expect = UpdateAgentTestResponse200TestExpect.from_dict(d.pop("expect"))

        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

        update_agent_test_response_200_test = cls(
            id=id,
            agent_id=agent_id,
            name=name,
            caller=caller,
            contact=contact,
            expect=expect,
            created_at=created_at,
            updated_at=updated_at,
        )

        return update_agent_test_response_200_test
