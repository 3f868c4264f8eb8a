from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.free_time_slots_response_200_blocked_item_by_item_type_0 import (
        FreeTimeSlotsResponse200BlockedItemByItemType0,
    )
    from ..models.free_time_slots_response_200_blocked_item_by_item_type_1 import (
        FreeTimeSlotsResponse200BlockedItemByItemType1,
    )
    from ..models.free_time_slots_response_200_blocked_item_by_item_type_2 import (
        FreeTimeSlotsResponse200BlockedItemByItemType2,
    )


T = TypeVar("T", bound="FreeTimeSlotsResponse200BlockedItem")


@_attrs_define
class FreeTimeSlotsResponse200BlockedItem:
    """
    Attributes:
        start (str):
        end (str):
        by (list[FreeTimeSlotsResponse200BlockedItemByItemType0 | FreeTimeSlotsResponse200BlockedItemByItemType1 |
            FreeTimeSlotsResponse200BlockedItemByItemType2]):
    """

    start: str
    end: str
    by: list[
        FreeTimeSlotsResponse200BlockedItemByItemType0
        | FreeTimeSlotsResponse200BlockedItemByItemType1
        | FreeTimeSlotsResponse200BlockedItemByItemType2
    ]

    def to_dict(self) -> dict[str, Any]:
        from ..models.free_time_slots_response_200_blocked_item_by_item_type_0 import (
            FreeTimeSlotsResponse200BlockedItemByItemType0,  # noqa: PLC0415
        )
        from ..models.free_time_slots_response_200_blocked_item_by_item_type_1 import (
            FreeTimeSlotsResponse200BlockedItemByItemType1,  # noqa: PLC0415
        )

        start = self.start

        end = self.end

        by = []
        for by_item_data in self.by:
            by_item: dict[str, Any]
            if isinstance(by_item_data, FreeTimeSlotsResponse200BlockedItemByItemType0):
                by_item = by_item_data.to_dict()
            elif isinstance(by_item_data, FreeTimeSlotsResponse200BlockedItemByItemType1):
                by_item = by_item_data.to_dict()
            else:
                by_item = by_item_data.to_dict()

            by.append(by_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "start": start,
                "end": end,
                "by": by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.free_time_slots_response_200_blocked_item_by_item_type_0 import (
            FreeTimeSlotsResponse200BlockedItemByItemType0,  # noqa: PLC0415
        )
        from ..models.free_time_slots_response_200_blocked_item_by_item_type_1 import (
            FreeTimeSlotsResponse200BlockedItemByItemType1,  # noqa: PLC0415
        )
        from ..models.free_time_slots_response_200_blocked_item_by_item_type_2 import (
            FreeTimeSlotsResponse200BlockedItemByItemType2,  # noqa: PLC0415
        )

        d = dict(src_dict)
        start = d.pop("start")

        end = d.pop("end")

        by = []
        _by = d.pop("by")
        for by_item_data in _by:

            def _parse_by_item(
                data: object,
            ) -> (
                FreeTimeSlotsResponse200BlockedItemByItemType0
                | FreeTimeSlotsResponse200BlockedItemByItemType1
                | FreeTimeSlotsResponse200BlockedItemByItemType2
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    by_item_type_0 = FreeTimeSlotsResponse200BlockedItemByItemType0.from_dict(data)

                    return by_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    by_item_type_1 = FreeTimeSlotsResponse200BlockedItemByItemType1.from_dict(data)

                    return by_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                by_item_type_2 = FreeTimeSlotsResponse200BlockedItemByItemType2.from_dict(data)

                return by_item_type_2

            by_item = _parse_by_item(by_item_data)

            by.append(by_item)

        free_time_slots_response_200_blocked_item = cls(
            start=start,
            end=end,
            by=by,
        )

        return free_time_slots_response_200_blocked_item
