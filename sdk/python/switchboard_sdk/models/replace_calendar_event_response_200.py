from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.replace_calendar_event_response_200_status import (
    ReplaceCalendarEventResponse200Status,
    check_replace_calendar_event_response_200_status,
)

T = TypeVar("T", bound="ReplaceCalendarEventResponse200")


@_attrs_define
class ReplaceCalendarEventResponse200:
    """
    Attributes:
        id (int):
        uuid (str):
        title (str):
        start_time (str):
        end_time (str):
        status (ReplaceCalendarEventResponse200Status):
        message (str):
    """

    id: int
    uuid: str
    title: str
    start_time: str
    end_time: str
    status: ReplaceCalendarEventResponse200Status
    message: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        uuid = self.uuid

        title = self.title

        start_time = self.start_time

        end_time = self.end_time

        status: str = self.status

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "uuid": uuid,
                "title": title,
                "start_time": start_time,
                "end_time": end_time,
                "status": status,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        uuid = d.pop("uuid")

        title = d.pop("title")

        start_time = d.pop("start_time")

        end_time = d.pop("end_time")

        status = check_replace_calendar_event_response_200_status(d.pop("status"))

        message = d.pop("message")

        replace_calendar_event_response_200 = cls(
            id=id,
            uuid=uuid,
            title=title,
            start_time=start_time,
            end_time=end_time,
            status=status,
            message=message,
        )

        return replace_calendar_event_response_200
