from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RunAgentsTestsResponse202RunResultsItemEffectsBookingsItem")


@_attrs_define
class RunAgentsTestsResponse202RunResultsItemEffectsBookingsItem:
    """
    Attributes:
        event_type (str):
        start (str):
        title (None | str):
    """

    event_type: str
    start: str
    title: None | str

    def to_dict(self) -> dict[str, Any]:
        event_type = self.event_type

        start = self.start

        title: None | str
        title = self.title

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "event_type": event_type,
                "start": start,
                "title": title,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event_type = d.pop("event_type")

        start = d.pop("start")

        def _parse_title(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        title = _parse_title(d.pop("title"))

        run_agents_tests_response_202_run_results_item_effects_bookings_item = cls(
            event_type=event_type,
            start=start,
            title=title,
        )

        return run_agents_tests_response_202_run_results_item_effects_bookings_item
