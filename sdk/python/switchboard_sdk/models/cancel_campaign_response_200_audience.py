from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CancelCampaignResponse200Audience")


@_attrs_define
class CancelCampaignResponse200Audience:
    """
    Attributes:
        tag (str | Unset):
        status (str | Unset):
        stage (str | Unset):
        q (str | Unset):
        contact_ids (list[int] | Unset):
    """

    tag: str | Unset = UNSET
    status: str | Unset = UNSET
    stage: str | Unset = UNSET
    q: str | Unset = UNSET
    contact_ids: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        tag = self.tag

        status = self.status

        stage = self.stage

        q = self.q

        contact_ids: list[int] | Unset = UNSET
        if not isinstance(self.contact_ids, Unset):
            contact_ids = self.contact_ids

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if tag is not UNSET:
            field_dict["tag"] = tag
        if status is not UNSET:
            field_dict["status"] = status
        if stage is not UNSET:
            field_dict["stage"] = stage
        if q is not UNSET:
            field_dict["q"] = q
        if contact_ids is not UNSET:
            field_dict["contact_ids"] = contact_ids

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tag = d.pop("tag", UNSET)

        status = d.pop("status", UNSET)

        stage = d.pop("stage", UNSET)

        q = d.pop("q", UNSET)

        contact_ids = cast(list[int], d.pop("contact_ids", UNSET))

        cancel_campaign_response_200_audience = cls(
            tag=tag,
            status=status,
            stage=stage,
            q=q,
            contact_ids=contact_ids,
        )

        return cancel_campaign_response_200_audience
