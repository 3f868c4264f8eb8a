from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.list_crm_connections_response_200_connections_item_direction import (
    ListCrmConnectionsResponse200ConnectionsItemDirection,
    check_list_crm_connections_response_200_connections_item_direction,
)
from ..models.list_crm_connections_response_200_connections_item_provider import (
    ListCrmConnectionsResponse200ConnectionsItemProvider,
    check_list_crm_connections_response_200_connections_item_provider,
)
from ..models.list_crm_connections_response_200_connections_item_status import (
    ListCrmConnectionsResponse200ConnectionsItemStatus,
    check_list_crm_connections_response_200_connections_item_status,
)

if TYPE_CHECKING:
    from ..models.list_crm_connections_response_200_connections_item_counts import (
        ListCrmConnectionsResponse200ConnectionsItemCounts,
    )
    from ..models.list_crm_connections_response_200_connections_item_field_map_item import (
        ListCrmConnectionsResponse200ConnectionsItemFieldMapItem,
    )


T = TypeVar("T", bound="ListCrmConnectionsResponse200ConnectionsItem")


@_attrs_define
class ListCrmConnectionsResponse200ConnectionsItem:
    """
    Attributes:
        id (int):
        provider (ListCrmConnectionsResponse200ConnectionsItemProvider):
        status (ListCrmConnectionsResponse200ConnectionsItemStatus):
        direction (ListCrmConnectionsResponse200ConnectionsItemDirection):
        field_map (list[ListCrmConnectionsResponse200ConnectionsItemFieldMapItem]):
        last_synced_at (None | str):
        last_error (None | str):
        counts (ListCrmConnectionsResponse200ConnectionsItemCounts):
        import_done (bool): the first import has read every page
        created_at (str):
    """

    id: int
    provider: ListCrmConnectionsResponse200ConnectionsItemProvider
    status: ListCrmConnectionsResponse200ConnectionsItemStatus
    direction: ListCrmConnectionsResponse200ConnectionsItemDirection
    field_map: list[ListCrmConnectionsResponse200ConnectionsItemFieldMapItem]
    last_synced_at: None | str
    last_error: None | str
    counts: ListCrmConnectionsResponse200ConnectionsItemCounts
    import_done: bool
    created_at: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        provider: str = self.provider

        status: str = self.status

        direction: str = self.direction

        field_map = []
        for field_map_item_data in self.field_map:
            field_map_item = field_map_item_data.to_dict()
            field_map.append(field_map_item)

        last_synced_at: None | str
        last_synced_at = self.last_synced_at

        last_error: None | str
        last_error = self.last_error

        counts = self.counts.to_dict()

        import_done = self.import_done

        created_at = self.created_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "provider": provider,
                "status": status,
                "direction": direction,
                "field_map": field_map,
                "last_synced_at": last_synced_at,
                "last_error": last_error,
                "counts": counts,
                "import_done": import_done,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_crm_connections_response_200_connections_item_counts import (
            ListCrmConnectionsResponse200ConnectionsItemCounts,  # noqa: PLC0415
        )
        from ..models.list_crm_connections_response_200_connections_item_field_map_item import (
            ListCrmConnectionsResponse200ConnectionsItemFieldMapItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        id = d.pop("id")

        provider = check_list_crm_connections_response_200_connections_item_provider(d.pop("provider"))

        status = check_list_crm_connections_response_200_connections_item_status(d.pop("status"))

        direction = check_list_crm_connections_response_200_connections_item_direction(d.pop("direction"))

        field_map = []
        _field_map = d.pop("field_map")
        for field_map_item_data in _field_map:
            field_map_item = ListCrmConnectionsResponse200ConnectionsItemFieldMapItem.from_dict(field_map_item_data)

            field_map.append(field_map_item)

        def _parse_last_synced_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_synced_at = _parse_last_synced_at(d.pop("last_synced_at"))

        def _parse_last_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_error = _parse_last_error(d.pop("last_error"))

        counts = ListCrmConnectionsResponse200ConnectionsItemCounts.from_dict(d.pop("counts"))

        import_done = d.pop("import_done")

        created_at = d.pop("created_at")

        list_crm_connections_response_200_connections_item = cls(
            id=id,
            provider=provider,
            status=status,
            direction=direction,
            field_map=field_map,
            last_synced_at=last_synced_at,
            last_error=last_error,
            counts=counts,
            import_done=import_done,
            created_at=created_at,
        )

        return list_crm_connections_response_200_connections_item
