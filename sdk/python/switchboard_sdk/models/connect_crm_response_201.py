from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.connect_crm_response_201_direction import (
    ConnectCrmResponse201Direction,
    check_connect_crm_response_201_direction,
)
from ..models.connect_crm_response_201_provider import (
    ConnectCrmResponse201Provider,
    check_connect_crm_response_201_provider,
)
from ..models.connect_crm_response_201_status import ConnectCrmResponse201Status, check_connect_crm_response_201_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.connect_crm_response_201_counts import ConnectCrmResponse201Counts
    from ..models.connect_crm_response_201_field_map_item import ConnectCrmResponse201FieldMapItem


T = TypeVar("T", bound="ConnectCrmResponse201")


@_attrs_define
class ConnectCrmResponse201:
    """
    Attributes:
        id (int):
        provider (ConnectCrmResponse201Provider):
        status (ConnectCrmResponse201Status):
        direction (ConnectCrmResponse201Direction):
        field_map (list[ConnectCrmResponse201FieldMapItem]):
        last_synced_at (None | str):
        last_error (None | str):
        counts (ConnectCrmResponse201Counts):
        import_done (bool): the first import has read every page
        created_at (str):
        authorization_url (str | Unset): OAuth: where the person grants access (valid 10 minutes, once)
    """

    id: int
    provider: ConnectCrmResponse201Provider
    status: ConnectCrmResponse201Status
    direction: ConnectCrmResponse201Direction
    field_map: list[ConnectCrmResponse201FieldMapItem]
    last_synced_at: None | str
    last_error: None | str
    counts: ConnectCrmResponse201Counts
    import_done: bool
    created_at: str
    authorization_url: str | Unset = UNSET

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

        authorization_url = self.authorization_url

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
        if authorization_url is not UNSET:
            field_dict["authorization_url"] = authorization_url

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.connect_crm_response_201_counts import ConnectCrmResponse201Counts  # noqa: PLC0415
        from ..models.connect_crm_response_201_field_map_item import ConnectCrmResponse201FieldMapItem  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        provider = check_connect_crm_response_201_provider(d.pop("provider"))

        status = check_connect_crm_response_201_status(d.pop("status"))

        direction = check_connect_crm_response_201_direction(d.pop("direction"))

        field_map = []
        _field_map = d.pop("field_map")
        for field_map_item_data in _field_map:
            field_map_item = ConnectCrmResponse201FieldMapItem.from_dict(field_map_item_data)

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

        counts = ConnectCrmResponse201Counts.from_dict(d.pop("counts"))

        import_done = d.pop("import_done")

        created_at = d.pop("created_at")

        authorization_url = d.pop("authorization_url", UNSET)

        connect_crm_response_201 = cls(
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
            authorization_url=authorization_url,
        )

        return connect_crm_response_201
