from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.create_calendar_event_response_201_availability_source import (
    CreateCalendarEventResponse201AvailabilitySource,
    check_create_calendar_event_response_201_availability_source,
)
from ..models.create_calendar_event_response_201_status import (
    CreateCalendarEventResponse201Status,
    check_create_calendar_event_response_201_status,
)
from ..types import UNSET, Unset

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
        availability_source (CreateCalendarEventResponse201AvailabilitySource | Unset): with check_availability and
            linked calendars: `live` when each calendar older than 60 s was asked at the booking's moment, `cache` when one
            did not answer within 1.5 s and the cache decided
    """

    id: int
    uuid: str
    title: str
    start_time: str
    end_time: str
    status: CreateCalendarEventResponse201Status
    ics_url: str
    message: str
    availability_source: CreateCalendarEventResponse201AvailabilitySource | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        uuid = self.uuid

        title = self.title

        start_time = self.start_time

        end_time = self.end_time

        status: str = self.status

        ics_url = self.ics_url

        message = self.message

        availability_source: str | Unset = UNSET
        if not isinstance(self.availability_source, Unset):
            availability_source = self.availability_source

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
        if availability_source is not UNSET:
            field_dict["availability_source"] = availability_source

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

        _availability_source = d.pop("availability_source", UNSET)
        availability_source: CreateCalendarEventResponse201AvailabilitySource | Unset
        if isinstance(_availability_source, Unset):
            availability_source = UNSET
        else:
            availability_source = check_create_calendar_event_response_201_availability_source(_availability_source)

        create_calendar_event_response_201 = cls(
            id=id,
            uuid=uuid,
            title=title,
            start_time=start_time,
            end_time=end_time,
            status=status,
            ics_url=ics_url,
            message=message,
            availability_source=availability_source,
        )

        return create_calendar_event_response_201
