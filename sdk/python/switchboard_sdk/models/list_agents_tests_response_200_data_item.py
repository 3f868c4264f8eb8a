from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_agents_tests_response_200_data_item_caller_type_0 import (
        ListAgentsTestsResponse200DataItemCallerType0,
    )
    from ..models.list_agents_tests_response_200_data_item_caller_type_1 import (
        ListAgentsTestsResponse200DataItemCallerType1,
    )
    from ..models.list_agents_tests_response_200_data_item_contact_type_0 import (
        ListAgentsTestsResponse200DataItemContactType0,
    )
    from ..models.list_agents_tests_response_200_data_item_expect import ListAgentsTestsResponse200DataItemExpect


T = TypeVar("T", bound="ListAgentsTestsResponse200DataItem")


@_attrs_define
class ListAgentsTestsResponse200DataItem:
    """
    Attributes:
        id (int):
        agent_id (int):
        name (str):
        caller (ListAgentsTestsResponse200DataItemCallerType0 | ListAgentsTestsResponse200DataItemCallerType1): Fixed
            lines (`lines`), or a model playing a persona towards a goal (`persona`, `goal`, `max_turns`).
        contact (ListAgentsTestsResponse200DataItemContactType0 | None):
        expect (ListAgentsTestsResponse200DataItemExpect):
        created_at (str):
        updated_at (str):
    """

    id: int
    agent_id: int
    name: str
    caller: ListAgentsTestsResponse200DataItemCallerType0 | ListAgentsTestsResponse200DataItemCallerType1
    contact: ListAgentsTestsResponse200DataItemContactType0 | None
    expect: ListAgentsTestsResponse200DataItemExpect
    created_at: str
    updated_at: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.list_agents_tests_response_200_data_item_caller_type_0 import (
            ListAgentsTestsResponse200DataItemCallerType0,  # noqa: PLC0415
        )
        from ..models.list_agents_tests_response_200_data_item_contact_type_0 import (
            ListAgentsTestsResponse200DataItemContactType0,  # noqa: PLC0415
        )

        id = self.id

        agent_id = self.agent_id

        name = self.name

        caller: dict[str, Any]
        if isinstance(self.caller, ListAgentsTestsResponse200DataItemCallerType0):
            caller = self.caller.to_dict()
        else:
            caller = self.caller.to_dict()

        contact: dict[str, Any] | None
        if isinstance(self.contact, ListAgentsTestsResponse200DataItemContactType0):
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
        from ..models.list_agents_tests_response_200_data_item_caller_type_0 import (
            ListAgentsTestsResponse200DataItemCallerType0,  # noqa: PLC0415
        )
        from ..models.list_agents_tests_response_200_data_item_caller_type_1 import (
            ListAgentsTestsResponse200DataItemCallerType1,  # noqa: PLC0415
        )
        from ..models.list_agents_tests_response_200_data_item_contact_type_0 import (
            ListAgentsTestsResponse200DataItemContactType0,  # noqa: PLC0415
        )
        from ..models.list_agents_tests_response_200_data_item_expect import (
            ListAgentsTestsResponse200DataItemExpect,  # noqa: PLC0415
        )

        d = dict(src_dict)
        id = d.pop("id")

        agent_id = d.pop("agent_id")

        name = d.pop("name")

        def _parse_caller(
            data: object,
        ) -> ListAgentsTestsResponse200DataItemCallerType0 | ListAgentsTestsResponse200DataItemCallerType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                caller_type_0 = ListAgentsTestsResponse200DataItemCallerType0.from_dict(data)

                return caller_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            caller_type_1 = ListAgentsTestsResponse200DataItemCallerType1.from_dict(data)

            return caller_type_1

        caller = _parse_caller(d.pop("caller"))

        def _parse_contact(data: object) -> ListAgentsTestsResponse200DataItemContactType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                contact_type_0 = ListAgentsTestsResponse200DataItemContactType0.from_dict(data)

                return contact_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ListAgentsTestsResponse200DataItemContactType0 | None, data)

        contact = _parse_contact(d.pop("contact"))

        expect = ListAgentsTestsResponse200DataItemExpect.from_dict(d.pop("expect"))

        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

        list_agents_tests_response_200_data_item = cls(
            id=id,
            agent_id=agent_id,
            name=name,
            caller=caller,
            contact=contact,
            expect=expect,
            created_at=created_at,
            updated_at=updated_at,
        )

        return list_agents_tests_response_200_data_item
