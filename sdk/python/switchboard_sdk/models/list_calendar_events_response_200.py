from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_calendar_events_response_200_events_item import ListCalendarEventsResponse200EventsItem


T = TypeVar("T", bound="ListCalendarEventsResponse200")


@_attrs_define
class ListCalendarEventsResponse200:
    """
    Attributes:
        count (int): Total number of matching items.
        page (int):
        limit (int):
        pages (int):
        events (list[ListCalendarEventsResponse200EventsItem]):
    """

    count: int
    page: int
    limit: int
    pages: int
    events: list[ListCalendarEventsResponse200EventsItem]

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        page = self.page

        limit = self.limit

        pages = self.pages

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "page": page,
                "limit": limit,
                "pages": pages,
                "events": events,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_calendar_events_response_200_events_item import (
            ListCalendarEventsResponse200EventsItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        count = d.pop("count")

        page = d.pop("page")

        limit = d.pop("limit")

        pages = d.pop("pages")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = ListCalendarEventsResponse200EventsItem.from_dict(events_item_data)

            events.append(events_item)

        list_calendar_events_response_200 = cls(
            count=count,
            page=page,
            limit=limit,
            pages=pages,
            events=events,
        )

        return list_calendar_events_response_200
