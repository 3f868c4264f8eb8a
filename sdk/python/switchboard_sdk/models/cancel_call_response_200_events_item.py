from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.cancel_call_response_200_events_item_event_type import (
    CancelCallResponse200EventsItemEventType,
    check_cancel_call_response_200_events_item_event_type,
)

T = TypeVar("T", bound="CancelCallResponse200EventsItem")


@_attrs_define
class CancelCallResponse200EventsItem:
    """
    Attributes:
        id (int):
        uuid (str):
        title (str):
        status (str):
        start_time (str):
        end_time (str):
        event_type (CancelCallResponse200EventsItemEventType):
        simulated (bool): booked by a simulated call (nobody asked for it)
    """

    id: int
    uuid: str
    title: str
    status: str
    start_time: str
    end_time: str
    event_type: CancelCallResponse200EventsItemEventType
    simulated: bool

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        uuid = self.uuid

        title = self.title

        status = self.status

        start_time = self.start_time

        end_time = self.end_time

        event_type: str = self.event_type

        simulated = self.simulated

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "uuid": uuid,
                "title": title,
                "status": status,
                "start_time": start_time,
                "end_time": end_time,
                "event_type": event_type,
                "simulated": simulated,
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

        event_type = check_cancel_call_response_200_events_item_event_type(d.pop("event_type"))

        simulated = d.pop("simulated")

        cancel_call_response_200_events_item = cls(
            id=id,
            uuid=uuid,
            title=title,
            status=status,
            start_time=start_time,
            end_time=end_time,
            event_type=event_type,
            simulated=simulated,
        )

        return cancel_call_response_200_events_item
