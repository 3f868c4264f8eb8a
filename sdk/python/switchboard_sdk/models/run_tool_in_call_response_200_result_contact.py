from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RunToolInCallResponse200ResultContact")


@_attrs_define
class RunToolInCallResponse200ResultContact:
    """update_contact: the contact after the change, and what changed

    Attributes:
        id (int):
        status (str):
        stage (str):
        changed (list[str]):
    """

    id: int
    status: str
    stage: str
    changed: list[str]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status = self.status

        stage = self.stage

        changed = self.changed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "status": status,
                "stage": stage,
                "changed": changed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        status = d.pop("status")

        stage = d.pop("stage")

        changed = cast(list[str], d.pop("changed"))

        run_tool_in_call_response_200_result_contact = cls(
            id=id,
            status=status,
            stage=stage,
            changed=changed,
        )

        return run_tool_in_call_response_200_result_contact
