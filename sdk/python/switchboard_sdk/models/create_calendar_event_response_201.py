from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.create_calendar_event_response_201_status import (
    CreateCalendarEventResponse201Status,
    check_create_calendar_event_response_201_status,
)

T = TypeVar("T", bound="CreateCalendarEventResponse201")


@_attrs_define
class CreateCalendarEventResponse201:
    """
    Attributes:
        id (int):
        uuid (str):
        title (str):
        start_time (str):
        end_time (str):
        status (CreateCalendarEventResponse201Status):
        ics_url (str):
        message (str):
    """

    id: int
    uuid: str
    title: str
    start_time: str
    end_time: str
    status: CreateCalendarEventResponse201Status
    ics_url: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        uuid = self.uuid

        title = self.title

        start_time = self.start_time

        end_time = self.end_time

        status: str = self.status

        ics_url = self.ics_url

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
                "ics_url": ics_url,
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

        status = check_create_calendar_event_response_201_status(d.pop("status"))

        ics_url = d.pop("ics_url")

        message = d.pop("message")

        create_calendar_event_response_201 = cls(
            id=id,
            uuid=uuid,
            title=title,
            start_time=start_time,
            end_time=end_time,
            status=status,
            ics_url=ics_url,
            message=message,
        )

        return create_calendar_event_response_201
