from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_crm_connections_response_200_connections_item import ListCrmConnectionsResponse200ConnectionsItem


T = TypeVar("T", bound="ListCrmConnectionsResponse200")


@_attrs_define
class ListCrmConnectionsResponse200:
    """
    Attributes:
        connections (list[ListCrmConnectionsResponse200ConnectionsItem]):
    """

    connections: list[ListCrmConnectionsResponse200ConnectionsItem]

    def to_dict(self) -> dict[str, Any]:
        connections = []
        for connections_item_data in self.connections:
            connections_item = connections_item_data.to_dict()
            connections.append(connections_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "connections": connections,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_crm_connections_response_200_connections_item import (
            ListCrmConnectionsResponse200ConnectionsItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        connections = []
        _connections = d.pop("connections")
        for connections_item_data in _connections:
            connections_item = ListCrmConnectionsResponse200ConnectionsItem.from_dict(connections_item_data)

            connections.append(connections_item)

        list_crm_connections_response_200 = cls(
            connections=connections,
        )

        return list_crm_connections_response_200
