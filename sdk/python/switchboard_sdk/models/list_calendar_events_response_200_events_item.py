from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.list_calendar_events_response_200_events_item_event_type import (
    ListCalendarEventsResponse200EventsItemEventType,
    check_list_calendar_events_response_200_events_item_event_type,
)
from ..models.list_calendar_events_response_200_events_item_status import (
    ListCalendarEventsResponse200EventsItemStatus,
    check_list_calendar_events_response_200_events_item_status,
)

if TYPE_CHECKING:
    from ..models.list_calendar_events_response_200_events_item_ai_agent_type_0 import (
        ListCalendarEventsResponse200EventsItemAiAgentType0,
    )
    from ..models.list_calendar_events_response_200_events_item_customer import (
        ListCalendarEventsResponse200EventsItemCustomer,
    )


T = TypeVar("T", bound="ListCalendarEventsResponse200EventsItem")


@_attrs_define
class ListCalendarEventsResponse200EventsItem:
    """
    Attributes:
        id (int):
        uuid (str):
        title (str):
        event_type (ListCalendarEventsResponse200EventsItemEventType):
        status (ListCalendarEventsResponse200EventsItemStatus):
        start_time (str):
        end_time (str):
        duration_minutes (int):
        location (None | str):
        has_video_conference (bool):
        video_conference_url (str):
        created_by_ai_agent (bool):
        ai_agent (ListCalendarEventsResponse200EventsItemAiAgentType0 | None):
        customer (ListCalendarEventsResponse200EventsItemCustomer):
        simulated (bool): booked during a simulated call (nobody was dialed): analytics count it apart, and Remove
            simulated data deletes it
        ics_url (str):
    """

    id: int
    uuid: str
    title: str
    event_type: ListCalendarEventsResponse200EventsItemEventType
    status: ListCalendarEventsResponse200EventsItemStatus
    start_time: str
    end_time: str
    duration_minutes: int
    location: None | str
    has_video_conference: bool
    video_conference_url: str
    created_by_ai_agent: bool
    ai_agent: ListCalendarEventsResponse200EventsItemAiAgentType0 | None
    customer: ListCalendarEventsResponse200EventsItemCustomer
    simulated: bool
    ics_url: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.list_calendar_events_response_200_events_item_ai_agent_type_0 import (
            ListCalendarEventsResponse200EventsItemAiAgentType0,  # noqa: PLC0415
        )

        id = self.id

        uuid = self.uuid

        title = self.title

        event_type: str = self.event_type

        status: str = self.status

        start_time = self.start_time

        end_time = self.end_time

        duration_minutes = self.duration_minutes

        location: None | str
        location = self.location

        has_video_conference = self.has_video_conference

        video_conference_url = self.video_conference_url

        created_by_ai_agent = self.created_by_ai_agent

        ai_agent: dict[str, Any] | None
        if isinstance(self.ai_agent, ListCalendarEventsResponse200EventsItemAiAgentType0):
            ai_agent = self.ai_agent.to_dict()
        else:
            ai_agent = self.ai_agent

        customer = self.customer.to_dict()

        simulated = self.simulated

        ics_url = self.ics_url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "uuid": uuid,
                "title": title,
                "event_type": event_type,
                "status": status,
                "start_time": start_time,
                "end_time": end_time,
                "duration_minutes": duration_minutes,
                "location": location,
                "has_video_conference": has_video_conference,
                "video_conference_url": video_conference_url,
                "created_by_ai_agent": created_by_ai_agent,
                "ai_agent": ai_agent,
                "customer": customer,
                "simulated": simulated,
                "ics_url": ics_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_calendar_events_response_200_events_item_ai_agent_type_0 import (
            ListCalendarEventsResponse200EventsItemAiAgentType0,  # noqa: PLC0415
        )
        from ..models.list_calendar_events_response_200_events_item_customer import (
            ListCalendarEventsResponse200EventsItemCustomer,  # noqa: PLC0415
        )

        d = dict(src_dict)
        id = d.pop("id")

        uuid = d.pop("uuid")

        title = d.pop("title")

        event_type = check_list_calendar_events_response_200_events_item_event_type(d.pop("event_type"))

        status = check_list_calendar_events_response_200_events_item_status(d.pop("status"))

        start_time = d.pop("start_time")

        end_time = d.pop("end_time")

        duration_minutes = d.pop("duration_minutes")

        def _parse_location(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        location = _parse_location(d.pop("location"))

        has_video_conference = d.pop("has_video_conference")

        video_conference_url = d.pop("video_conference_url")

        created_by_ai_agent = d.pop("created_by_ai_agent")

        def _parse_ai_agent(data: object) -> ListCalendarEventsResponse200EventsItemAiAgentType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ai_agent_type_0 = ListCalendarEventsResponse200EventsItemAiAgentType0.from_dict(data)

                return ai_agent_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ListCalendarEventsResponse200EventsItemAiAgentType0 | None, data)

        ai_agent = _parse_ai_agent(d.pop("ai_agent"))

        customer = ListCalendarEventsResponse200EventsItemCustomer.from_dict(d.pop("customer"))

        simulated = d.pop("simulated")

        ics_url = d.pop("ics_url")

        list_calendar_events_response_200_events_item = cls(
            id=id,
            uuid=uuid,
            title=title,
            event_type=event_type,
            status=status,
            start_time=start_time,
            end_time=end_time,
            duration_minutes=duration_minutes,
            location=location,
            has_video_conference=has_video_conference,
            video_conference_url=video_conference_url,
            created_by_ai_agent=created_by_ai_agent,
            ai_agent=ai_agent,
            customer=customer,
            simulated=simulated,
            ics_url=ics_url,
        )

        return list_calendar_events_response_200_events_item
