from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ListAgentsVersionsResponse200VersionsItemCreatedByType0")


@_attrs_define
class ListAgentsVersionsResponse200VersionsItemCreatedByType0:
    """
    Attributes:
        user_id (int):
        email (str):
    """

    user_id: int
    email: str

    def to_dict(self) -> dict[str, Any]:
        user_id = self.user_id

        email = self.email

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "user_id": user_id,
                "email": email,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        user_id = d.pop("user_id")

        email = d.pop("email")

        list_agents_versions_response_200_versions_item_created_by_type_0 = cls(
            user_id=user_id,
            email=email,
        )

        return list_agents_versions_response_200_versions_item_created_by_type_0
