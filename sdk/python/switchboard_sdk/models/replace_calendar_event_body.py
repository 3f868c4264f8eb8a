from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.replace_calendar_event_body_event_type_type_0 import (
    ReplaceCalendarEventBodyEventTypeType0,
    check_replace_calendar_event_body_event_type_type_0,
)
from ..models.replace_calendar_event_body_status_type_0 import (
    ReplaceCalendarEventBodyStatusType0,
    check_replace_calendar_event_body_status_type_0,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ReplaceCalendarEventBody")


@_attrs_define
class ReplaceCalendarEventBody:
    """
    Attributes:
        title (str):
        start_time (datetime.datetime): ISO 8601 date-time with Z or an offset; without an offset it is UTC
        end_time (datetime.datetime): ISO 8601 date-time with Z or an offset; without an offset it is UTC
        description (None | str | Unset):
        event_type (None | ReplaceCalendarEventBodyEventTypeType0 | Unset): default meeting
        location (None | str | Unset):
        customer_name (None | str | Unset):
        customer_email (Literal[''] | None | str | Unset):
        customer_phone (None | str | Unset):
        customer_notes (None | str | Unset):
        has_video_conference (bool | None | Unset):
        video_conference_url (None | str | Unset):
        video_conference_provider (None | str | Unset):
        is_reminder_enabled (bool | None | Unset): default false
        remind_before_minutes (int | None | Unset): default 30
        ai_agent_id (int | None | str | Unset): agent database id, or its assistant_id
        team_id (int | None | Unset):
        created_by_ai_agent (bool | None | Unset):
        sync_to_external_calendars (bool | None | Unset):
        send_notifications (bool | None | Unset):
        check_availability (bool | Unset): refuse the write with 409 slot_unavailable when the time, widened by the
            business buffer, overlaps a scheduled or confirmed event of the owner
        status (None | ReplaceCalendarEventBodyStatusType0 | Unset):
    """

    title: str
    start_time: datetime.datetime
    end_time: datetime.datetime
    description: None | str | Unset = UNSET
    event_type: None | ReplaceCalendarEventBodyEventTypeType0 | Unset = UNSET
    location: None | str | Unset = UNSET
    customer_name: None | str | Unset = UNSET
    customer_email: Literal[""] | None | str | Unset = UNSET
    customer_phone: None | str | Unset = UNSET
    customer_notes: None | str | Unset = UNSET
    has_video_conference: bool | None | Unset = UNSET
    video_conference_url: None | str | Unset = UNSET
    video_conference_provider: None | str | Unset = UNSET
    is_reminder_enabled: bool | None | Unset = UNSET
    remind_before_minutes: int | None | Unset = UNSET
    ai_agent_id: int | None | str | Unset = UNSET
    team_id: int | None | Unset = UNSET
    created_by_ai_agent: bool | None | Unset = UNSET
    sync_to_external_calendars: bool | None | Unset = UNSET
    send_notifications: bool | None | Unset = UNSET
    check_availability: bool | Unset = UNSET
    status: None | ReplaceCalendarEventBodyStatusType0 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        title = self.title

        start_time = self.start_time.isoformat()

        end_time = self.end_time.isoformat()

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        event_type: None | str | Unset
        if isinstance(self.event_type, Unset):
            event_type = UNSET
        elif isinstance(self.event_type, str):
            event_type = self.event_type
        else:
            event_type = self.event_type

        location: None | str | Unset
        if isinstance(self.location, Unset):
            location = UNSET
        else:
            location = self.location

        customer_name: None | str | Unset
        if isinstance(self.customer_name, Unset):
            customer_name = UNSET
        else:
            customer_name = self.customer_name

        customer_email: Literal[""] | None | str | Unset
        if isinstance(self.customer_email, Unset):
            customer_email = UNSET
        else:
            customer_email = self.customer_email

        customer_phone: None | str | Unset
        if isinstance(self.customer_phone, Unset):
            customer_phone = UNSET
        else:
            customer_phone = self.customer_phone

        customer_notes: None | str | Unset
        if isinstance(self.customer_notes, Unset):
            customer_notes = UNSET
        else:
            customer_notes = self.customer_notes

        has_video_conference: bool | None | Unset
        if isinstance(self.has_video_conference, Unset):
            has_video_conference = UNSET
        else:
            has_video_conference = self.has_video_conference

        video_conference_url: None | str | Unset
        if isinstance(self.video_conference_url, Unset):
            video_conference_url = UNSET
        else:
            video_conference_url = self.video_conference_url

        video_conference_provider: None | str | Unset
        if isinstance(self.video_conference_provider, Unset):
            video_conference_provider = UNSET
        else:
            video_conference_provider = self.video_conference_provider

        is_reminder_enabled: bool | None | Unset
        if isinstance(self.is_reminder_enabled, Unset):
            is_reminder_enabled = UNSET
        else:
            is_reminder_enabled = self.is_reminder_enabled

        remind_before_minutes: int | None | Unset
        if isinstance(self.remind_before_minutes, Unset):
            remind_before_minutes = UNSET
        else:
            remind_before_minutes = self.remind_before_minutes

        ai_agent_id: int | None | str | Unset
        if isinstance(self.ai_agent_id, Unset):
            ai_agent_id = UNSET
        else:
            ai_agent_id = self.ai_agent_id

        team_id: int | None | Unset
        if isinstance(self.team_id, Unset):
            team_id = UNSET
        else:
            team_id = self.team_id

        created_by_ai_agent: bool | None | Unset
        if isinstance(self.created_by_ai_agent, Unset):
            created_by_ai_agent = UNSET
        else:
            created_by_ai_agent = self.created_by_ai_agent

        sync_to_external_calendars: bool | None | Unset
        if isinstance(self.sync_to_external_calendars, Unset):
            sync_to_external_calendars = UNSET
        else:
            sync_to_external_calendars = self.sync_to_external_calendars

        send_notifications: bool | None | Unset
        if isinstance(self.send_notifications, Unset):
            send_notifications = UNSET
        else:
            send_notifications = self.send_notifications

        check_availability = self.check_availability

        status: None | str | Unset
        if isinstance(self.status, Unset):
            status = UNSET
        elif isinstance(self.status, str):
            status = self.status
        else:
            status = self.status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "title": title,
                "start_time": start_time,
                "end_time": end_time,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if event_type is not UNSET:
            field_dict["event_type"] = event_type
        if location is not UNSET:
            field_dict["location"] = location
        if customer_name is not UNSET:
            field_dict["customer_name"] = customer_name
        if customer_email is not UNSET:
            field_dict["customer_email"] = customer_email
        if customer_phone is not UNSET:
            field_dict["customer_phone"] = customer_phone
        if customer_notes is not UNSET:
            field_dict["customer_notes"] = customer_notes
        if has_video_conference is not UNSET:
            field_dict["has_video_conference"] = has_video_conference
        if video_conference_url is not UNSET:
            field_dict["video_conference_url"] = video_conference_url
        if video_conference_provider is not UNSET:
            field_dict["video_conference_provider"] = video_conference_provider
        if is_reminder_enabled is not UNSET:
            field_dict["is_reminder_enabled"] = is_reminder_enabled
        if remind_before_minutes is not UNSET:
            field_dict["remind_before_minutes"] = remind_before_minutes
        if ai_agent_id is not UNSET:
            field_dict["ai_agent_id"] = ai_agent_id
        if team_id is not UNSET:
            field_dict["team_id"] = team_id
        if created_by_ai_agent is not UNSET:
            field_dict["created_by_ai_agent"] = created_by_ai_agent
        if sync_to_external_calendars is not UNSET:
            field_dict["sync_to_external_calendars"] = sync_to_external_calendars
        if send_notifications is not UNSET:
            field_dict["send_notifications"] = send_notifications
        if check_availability is not UNSET:
            field_dict["check_availability"] = check_availability
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        title = d.pop("title")

        start_time = datetime.datetime.fromisoformat(d.pop("start_time"))

        end_time = datetime.datetime.fromisoformat(d.pop("end_time"))

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        def _parse_event_type(data: object) -> None | ReplaceCalendarEventBodyEventTypeType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                event_type_type_0 = check_replace_calendar_event_body_event_type_type_0(data)

                return event_type_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReplaceCalendarEventBodyEventTypeType0 | Unset, data)

        event_type = _parse_event_type(d.pop("event_type", UNSET))

        def _parse_location(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        location = _parse_location(d.pop("location", UNSET))

        def _parse_customer_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        customer_name = _parse_customer_name(d.pop("customer_name", UNSET))

        def _parse_customer_email(data: object) -> Literal[""] | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            customer_email_type_1 = cast(Literal[""], data)
            if customer_email_type_1 != "":
                raise ValueError(f"customer_email_type_1 must match const '', got '{customer_email_type_1}'")
            return customer_email_type_1
            return cast(Literal[""] | None | str | Unset, data)

        customer_email = _parse_customer_email(d.pop("customer_email", UNSET))

        def _parse_customer_phone(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        customer_phone = _parse_customer_phone(d.pop("customer_phone", UNSET))

        def _parse_customer_notes(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        customer_notes = _parse_customer_notes(d.pop("customer_notes", UNSET))

        def _parse_has_video_conference(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        has_video_conference = _parse_has_video_conference(d.pop("has_video_conference", UNSET))

        def _parse_video_conference_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        video_conference_url = _parse_video_conference_url(d.pop("video_conference_url", UNSET))

        def _parse_video_conference_provider(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        video_conference_provider = _parse_video_conference_provider(d.pop("video_conference_provider", UNSET))

        def _parse_is_reminder_enabled(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        is_reminder_enabled = _parse_is_reminder_enabled(d.pop("is_reminder_enabled", UNSET))

        def _parse_remind_before_minutes(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        remind_before_minutes = _parse_remind_before_minutes(d.pop("remind_before_minutes", UNSET))

        def _parse_ai_agent_id(data: object) -> int | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | str | Unset, data)

        ai_agent_id = _parse_ai_agent_id(d.pop("ai_agent_id", UNSET))

        def _parse_team_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        team_id = _parse_team_id(d.pop("team_id", UNSET))

        def _parse_created_by_ai_agent(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        created_by_ai_agent = _parse_created_by_ai_agent(d.pop("created_by_ai_agent", UNSET))

        def _parse_sync_to_external_calendars(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        sync_to_external_calendars = _parse_sync_to_external_calendars(d.pop("sync_to_external_calendars", UNSET))

        def _parse_send_notifications(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        send_notifications = _parse_send_notifications(d.pop("send_notifications", UNSET))

        check_availability = d.pop("check_availability", UNSET)

        def _parse_status(data: object) -> None | ReplaceCalendarEventBodyStatusType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = check_replace_calendar_event_body_status_type_0(data)

                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReplaceCalendarEventBodyStatusType0 | Unset, data)

        status = _parse_status(d.pop("status", UNSET))

        replace_calendar_event_body = cls(
            title=title,
            start_time=start_time,
            end_time=end_time,
            description=description,
            event_type=event_type,
            location=location,
            customer_name=customer_name,
            customer_email=customer_email,
            customer_phone=customer_phone,
            customer_notes=customer_notes,
            has_video_conference=has_video_conference,
            video_conference_url=video_conference_url,
            video_conference_provider=video_conference_provider,
            is_reminder_enabled=is_reminder_enabled,
            remind_before_minutes=remind_before_minutes,
            ai_agent_id=ai_agent_id,
            team_id=team_id,
            created_by_ai_agent=created_by_ai_agent,
            sync_to_external_calendars=sync_to_external_calendars,
            send_notifications=send_notifications,
            check_availability=check_availability,
            status=status,
        )

        replace_calendar_event_body.additional_properties = d
        return replace_calendar_event_body

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
