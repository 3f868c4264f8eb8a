from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RunToolInCallResponse200ResultEvent")


@_attrs_define
class RunToolInCallResponse200ResultEvent:
    """the appointment booked, moved or cancelled

    Attributes:
        id (int):
        uuid (str):
        title (str):
        status (str):
        start_time (str):
        end_time (str):
    """

    id: int
    uuid: str
    title: str
    status: str
    start_time: str
    end_time: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        uuid = self.uuid

        title = self.title

        status = self.status

        start_time = self.start_time

        end_time = self.end_time

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "uuid": uuid,
                "title": title,
                "status": status,
                "start_time": start_time,
                "end_time": end_time,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        uuid = d.pop("uuid")

        title = d.pop("title")

        status = d.pop("status")

        start_time = d.pop("start_time")

        end_time = d.pop("end_time")

        run_tool_in_call_response_200_result_event = cls(
            id=id,
            uuid=uuid,
            title=title,
            status=status,
            start_time=start_time,
            end_time=end_time,
        )

        return run_tool_in_call_response_200_result_event
