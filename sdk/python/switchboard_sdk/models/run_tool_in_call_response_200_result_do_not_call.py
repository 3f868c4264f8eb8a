from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RunToolInCallResponse200ResultDoNotCall")


@_attrs_define
class RunToolInCallResponse200ResultDoNotCall:
    """opt_out: the number listed, and the pending calls to it that were canceled

    Attributes:
        number (str):
        added (bool):
        canceled_call_ids (list[str]):
    """

    number: str
    added: bool
    canceled_call_ids: list[str]

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        added = self.added

        canceled_call_ids = self.canceled_call_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "number": number,
                "added": added,
                "canceled_call_ids": canceled_call_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        number = d.pop("number")

        added = d.pop("added")

        canceled_call_ids = cast(list[str], d.pop("canceled_call_ids"))

        run_tool_in_call_response_200_result_do_not_call = cls(
            number=number,
            added=added,
            canceled_call_ids=canceled_call_ids,
        )

        return run_tool_in_call_response_200_result_do_not_call
