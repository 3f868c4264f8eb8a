from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.get_calendar_event_response_200_event_type import (
    GetCalendarEventResponse200EventType,
    check_get_calendar_event_response_200_event_type,
)
from ..models.get_calendar_event_response_200_status import (
    GetCalendarEventResponse200Status,
    check_get_calendar_event_response_200_status,
)

if TYPE_CHECKING:
    from ..models.get_calendar_event_response_200_ai_agent_type_0 import GetCalendarEventResponse200AiAgentType0
    from ..models.get_calendar_event_response_200_customer import GetCalendarEventResponse200Customer
    from ..models.get_calendar_event_response_200_external_calendars import GetCalendarEventResponse200ExternalCalendars
    from ..models.get_calendar_event_response_200_sync_status import GetCalendarEventResponse200SyncStatus
    from ..models.get_calendar_event_response_200_team_type_0 import GetCalendarEventResponse200TeamType0


T = TypeVar("T", bound="GetCalendarEventResponse200")


@_attrs_define
class GetCalendarEventResponse200:
    """
    Attributes:
        id (int):
        uuid (str):
        title (str):
        description (str):
        event_type (GetCalendarEventResponse200EventType):
        event_type_display (str):
        status (GetCalendarEventResponse200Status):
        status_display (str):
        start_time (str):
        end_time (str):
        duration_minutes (int):
        location (None | str):
        has_video_conference (bool):
        video_conference_url (str):
        video_conference_provider (str):
        created_by_ai_agent (bool):
        is_reminder_enabled (bool):
        remind_before_minutes (int):
        sync_to_external_calendars (bool):
        send_notifications (bool):
        created_at (str):
        updated_at (str):
        customer (GetCalendarEventResponse200Customer):
        ai_agent (GetCalendarEventResponse200AiAgentType0 | None):
        team (GetCalendarEventResponse200TeamType0 | None):
        external_calendars (GetCalendarEventResponse200ExternalCalendars): the provider ids of the copies written to
            linked calendars (google, outlook, gohighlevel; caldav beyond the contract), a key present only when written
        sync_status (GetCalendarEventResponse200SyncStatus): where each write to a linked calendar stands, by provider
        conflict (bool): moved in a linked calendar onto time that was not free (kept, as the person chose it)
        call_id (None | str): the call during which an agent booked the event (its call_id), else null
        simulated (bool): booked during a simulated call (nobody was dialed): analytics count it apart, and Remove
            simulated data deletes it
        ics_url (str):
    """

    id: int
    uuid: str
    title: str
    description: str
    event_type: GetCalendarEventResponse200EventType
    event_type_display: str
    status: GetCalendarEventResponse200Status
    status_display: str
    start_time: str
    end_time: str
    duration_minutes: int
    location: None | str
    has_video_conference: bool
    video_conference_url: str
    video_conference_provider: str
    created_by_ai_agent: bool
    is_reminder_enabled: bool
    remind_before_minutes: int
    sync_to_external_calendars: bool
    send_notifications: bool
    created_at: str
    updated_at: str
    customer: GetCalendarEventResponse200Customer
    ai_agent: GetCalendarEventResponse200AiAgentType0 | None
    team: GetCalendarEventResponse200TeamType0 | None
    external_calendars: GetCalendarEventResponse200ExternalCalendars
    sync_status: GetCalendarEventResponse200SyncStatus
    conflict: bool
    call_id: None | str
    simulated: bool
    ics_url: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.get_calendar_event_response_200_ai_agent_type_0 import (
            GetCalendarEventResponse200AiAgentType0,  # noqa: PLC0415
        )
        from ..models.get_calendar_event_response_200_team_type_0 import (
            GetCalendarEventResponse200TeamType0,  # noqa: PLC0415
        )

        id = self.id

        uuid = self.uuid

        title = self.title

        description = self.description

        event_type: str = self.event_type

        event_type_display = self.event_type_display

        status: str = self.status

        status_display = self.status_display

        start_time = self.start_time

        end_time = self.end_time

        duration_minutes = self.duration_minutes

        location: None | str
        location = self.location

        has_video_conference = self.has_video_conference

        video_conference_url = self.video_conference_url

        video_conference_provider = self.video_conference_provider

        created_by_ai_agent = self.created_by_ai_agent

        is_reminder_enabled = self.is_reminder_enabled

        remind_before_minutes = self.remind_before_minutes

        sync_to_external_calendars = self.sync_to_external_calendars

        send_notifications = self.send_notifications

        created_at = self.created_at

        updated_at = self.updated_at

        customer = self.customer.to_dict()

        ai_agent: dict[str, Any] | None
        if isinstance(self.ai_agent, GetCalendarEventResponse200AiAgentType0):
            ai_agent = self.ai_agent.to_dict()
        else:
            ai_agent = self.ai_agent

        team: dict[str, Any] | None
        if isinstance(self.team, GetCalendarEventResponse200TeamType0):
            team = self.team.to_dict()
        else:
            team = self.team

        external_calendars = self.external_calendars.to_dict()

        sync_status = self.sync_status.to_dict()

        conflict = self.conflict

        call_id: None | str
        call_id = self.call_id

        simulated = self.simulated

        ics_url = self.ics_url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "uuid": uuid,
                "title": title,
                "description": description,
                "event_type": event_type,
                "event_type_display": event_type_display,
                "status": status,
                "status_display": status_display,
                "start_time": start_time,
                "end_time": end_time,
                "duration_minutes": duration_minutes,
                "location": location,
                "has_video_conference": has_video_conference,
                "video_conference_url": video_conference_url,
                "video_conference_provider": video_conference_provider,
                "created_by_ai_agent": created_by_ai_agent,
                "is_reminder_enabled": is_reminder_enabled,
                "remind_before_minutes": remind_before_minutes,
                "sync_to_external_calendars": sync_to_external_calendars,
                "send_notifications": send_notifications,
                "created_at": created_at,
                "updated_at": updated_at,
                "customer": customer,
                "ai_agent": ai_agent,
                "team": team,
                "external_calendars": external_calendars,
                "sync_status": sync_status,
                "conflict": conflict,
                "call_id": call_id,
                "simulated": simulated,
                "ics_url": ics_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_calendar_event_response_200_ai_agent_type_0 import (
            GetCalendarEventResponse200AiAgentType0,  # noqa: PLC0415
        )
        from ..models.get_calendar_event_response_200_customer import (
            GetCalendarEventResponse200Customer,  # noqa: PLC0415
        )
        from ..models.get_calendar_event_response_200_external_calendars import (
            GetCalendarEventResponse200ExternalCalendars,  # noqa: PLC0415
        )
        from ..models.get_calendar_event_response_200_sync_status import (
            GetCalendarEventResponse200SyncStatus,  # noqa: PLC0415
        )
        from ..models.get_calendar_event_response_200_team_type_0 import (
            GetCalendarEventResponse200TeamType0,  # noqa: PLC0415
        )

        d = dict(src_dict)
        id = d.pop("id")

        uuid = d.pop("uuid")

        title = d.pop("title")

        description = d.pop("description")

        event_type = check_get_calendar_event_response_200_event_type(d.pop("event_type"))

        event_type_display = d.pop("event_type_display")

        status = check_get_calendar_event_response_200_status(d.pop("status"))

        status_display = d.pop("status_display")

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

        video_conference_provider = d.pop("video_conference_provider")

        created_by_ai_agent = d.pop("created_by_ai_agent")

        is_reminder_enabled = d.pop("is_reminder_enabled")

        remind_before_minutes = d.pop("remind_before_minutes")

        sync_to_external_calendars = d.pop("sync_to_external_calendars")

        send_notifications = d.pop("send_notifications")

        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

        customer = GetCalendarEventResponse200Customer.from_dict(d.pop("customer"))

        def _parse_ai_agent(data: object) -> GetCalendarEventResponse200AiAgentType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ai_agent_type_0 = GetCalendarEventResponse200AiAgentType0.from_dict(data)

                return ai_agent_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GetCalendarEventResponse200AiAgentType0 | None, data)

        ai_agent = _parse_ai_agent(d.pop("ai_agent"))

        def _parse_team(data: object) -> GetCalendarEventResponse200TeamType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                team_type_0 = GetCalendarEventResponse200TeamType0.from_dict(data)

                return team_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GetCalendarEventResponse200TeamType0 | None, data)

        team = _parse_team(d.pop("team"))

        external_calendars = GetCalendarEventResponse200ExternalCalendars.from_dict(d.pop("external_calendars"))

        sync_status = GetCalendarEventResponse200SyncStatus.from_dict(d.pop("sync_status"))

        conflict = d.pop("conflict")

        def _parse_call_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        call_id = _parse_call_id(d.pop("call_id"))

        simulated = d.pop("simulated")

        ics_url = d.pop("ics_url")

        get_calendar_event_response_200 = cls(
            id=id,
            uuid=uuid,
            title=title,
            description=description,
            event_type=event_type,
            event_type_display=event_type_display,
            status=status,
            status_display=status_display,
            start_time=start_time,
            end_time=end_time,
            duration_minutes=duration_minutes,
            location=location,
            has_video_conference=has_video_conference,
            video_conference_url=video_conference_url,
            video_conference_provider=video_conference_provider,
            created_by_ai_agent=created_by_ai_agent,
            is_reminder_enabled=is_reminder_enabled,
            remind_before_minutes=remind_before_minutes,
            sync_to_external_calendars=sync_to_external_calendars,
            send_notifications=send_notifications,
            created_at=created_at,
            updated_at=updated_at,
            customer=customer,
            ai_agent=ai_agent,
            team=team,
            external_calendars=external_calendars,
            sync_status=sync_status,
            conflict=conflict,
            call_id=call_id,
            simulated=simulated,
            ics_url=ics_url,
        )

        return get_calendar_event_response_200
