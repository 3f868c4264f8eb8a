from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_agents_versions_response_200_versions_item import ListAgentsVersionsResponse200VersionsItem


T = TypeVar("T", bound="ListAgentsVersionsResponse200")


@_attrs_define
class ListAgentsVersionsResponse200:
    """
    Attributes:
        agent_id (int):
        version (int): the agent's current version
        versions (list[ListAgentsVersionsResponse200VersionsItem]): newest first
    """

    agent_id: int
    version: int
    versions: list[ListAgentsVersionsResponse200VersionsItem]

    def to_dict(self) -> dict[str, Any]:
        agent_id = self.agent_id

        version = self.version

        versions = []
        for versions_item_data in self.versions:
            versions_item = versions_item_data.to_dict()
            versions.append(versions_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "agent_id": agent_id,
                "version": version,
                "versions": versions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_agents_versions_response_200_versions_item import (
            ListAgentsVersionsResponse200VersionsItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        agent_id = d.pop("agent_id")

        version = d.pop("version")

        versions = []
        _versions = d.pop("versions")
        for versions_item_data in _versions:
            versions_item = ListAgentsVersionsResponse200VersionsItem.from_dict(versions_item_data)

            versions.append(versions_item)

        list_agents_versions_response_200 = cls(
            agent_id=agent_id,
            version=version,
            versions=versions,
        )

        return list_agents_versions_response_200
