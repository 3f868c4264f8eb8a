from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.update_agent_test_body_expect_booked_type_0 import UpdateAgentTestBodyExpectBookedType0
    from ..models.update_agent_test_body_expect_variables import UpdateAgentTestBodyExpectVariables


T = TypeVar("T", bound="UpdateAgentTestBodyExpect")


@_attrs_define
class UpdateAgentTestBodyExpect:
    """
    Attributes:
        booked (bool | Unset | UpdateAgentTestBodyExpectBookedType0): An appointment is booked (with these details), or
            `false`: none is.
        opted_out (bool | Unset): The caller is (true) or is not (false) put on the do-not-call list.
        transferred (bool | Unset): The call is (true) or is not (false) handed to a person.
        variables (UpdateAgentTestBodyExpectVariables | Unset): Contact variables the agent sets, each with its value,
            or `"present"` for any value.
        said (list[str] | Unset): Phrases the agent says (case and spacing ignored), such as a disclosure.
        not_said (list[str] | Unset): Phrases the agent never says.
        max_turns (int | Unset): The agent answers in at most this many turns.
    """

    booked: bool | Unset | UpdateAgentTestBodyExpectBookedType0 = UNSET
    opted_out: bool | Unset = UNSET
    transferred: bool | Unset = UNSET
    variables: UpdateAgentTestBodyExpectVariables | Unset = UNSET
    said: list[str] | Unset = UNSET
    not_said: list[str] | Unset = UNSET
    max_turns: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.update_agent_test_body_expect_booked_type_0 import (
            UpdateAgentTestBodyExpectBookedType0,  # noqa: PLC0415
        )

        booked: bool | dict[str, Any] | Unset
        if isinstance(self.booked, Unset):
            booked = UNSET
        elif isinstance(self.booked, UpdateAgentTestBodyExpectBookedType0):
            booked = self.booked.to_dict()
        else:
            booked = self.booked

        opted_out = self.opted_out

        transferred = self.transferred

        variables: dict[str, Any] | Unset = UNSET
        if not isinstance(self.variables, Unset):
            variables = self.variables.to_dict()

        said: list[str] | Unset = UNSET
        if not isinstance(self.said, Unset):
            said = self.said

        not_said: list[str] | Unset = UNSET
        if not isinstance(self.not_said, Unset):
            not_said = self.not_said

        max_turns = self.max_turns

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if booked is not UNSET:
            field_dict["booked"] = booked
        if opted_out is not UNSET:
            field_dict["opted_out"] = opted_out
        if transferred is not UNSET:
            field_dict["transferred"] = transferred
        if variables is not UNSET:
            field_dict["variables"] = variables
        if said is not UNSET:
            field_dict["said"] = said
        if not_said is not UNSET:
            field_dict["not_said"] = not_said
        if max_turns is not UNSET:
            field_dict["max_turns"] = max_turns

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.update_agent_test_body_expect_booked_type_0 import (
            UpdateAgentTestBodyExpectBookedType0,  # noqa: PLC0415
        )
        from ..models.update_agent_test_body_expect_variables import UpdateAgentTestBodyExpectVariables  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_booked(data: object) -> bool | Unset | UpdateAgentTestBodyExpectBookedType0:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                booked_type_0 = UpdateAgentTestBodyExpectBookedType0.from_dict(data)

                return booked_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(bool | Unset | UpdateAgentTestBodyExpectBookedType0, data)

        booked = _parse_booked(d.pop("booked", UNSET))

        opted_out = d.pop("opted_out", UNSET)

        transferred = d.pop("transferred", UNSET)

        _variables = d.pop("variables", UNSET)
        variables: UpdateAgentTestBodyExpectVariables | Unset
        if isinstance(_variables, Unset):
            variables = UNSET
        else:
            variables = UpdateAgentTestBodyExpectVariables.from_dict(_variables)

        said = cast(list[str], d.pop("said", UNSET))

        not_said = cast(list[str], d.pop("not_said", UNSET))

        max_turns = d.pop("max_turns", UNSET)

        update_agent_test_body_expect = cls(
            booked=booked,
            opted_out=opted_out,
            transferred=transferred,
            variables=variables,
            said=said,
            not_said=not_said,
            max_turns=max_turns,
        )

        return update_agent_test_body_expect
