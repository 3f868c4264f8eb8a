from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.preview_campaign_before_it_starts_body_audience_stage import (
    PreviewCampaignBeforeItStartsBodyAudienceStage,
    check_preview_campaign_before_it_starts_body_audience_stage,
)
from ..models.preview_campaign_before_it_starts_body_audience_status import (
    PreviewCampaignBeforeItStartsBodyAudienceStatus,
    check_preview_campaign_before_it_starts_body_audience_status,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="PreviewCampaignBeforeItStartsBodyAudience")


@_attrs_define
class PreviewCampaignBeforeItStartsBodyAudience:
    """
    Attributes:
        tag (str | Unset):
        status (PreviewCampaignBeforeItStartsBodyAudienceStatus | Unset):
        stage (PreviewCampaignBeforeItStartsBodyAudienceStage | Unset):
        q (str | Unset):
        contact_ids (list[int] | Unset):
    """

    tag: str | Unset = UNSET
    status: PreviewCampaignBeforeItStartsBodyAudienceStatus | Unset = UNSET
    stage: PreviewCampaignBeforeItStartsBodyAudienceStage | Unset = UNSET
    q: str | Unset = UNSET
    contact_ids: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        tag = self.tag

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status

        stage: str | Unset = UNSET
        if not isinstance(self.stage, Unset):
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

        _status = d.pop("status", UNSET)
        status: PreviewCampaignBeforeItStartsBodyAudienceStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = check_preview_campaign_before_it_starts_body_audience_status(_status)

        _stage = d.pop("stage", UNSET)
        stage: PreviewCampaignBeforeItStartsBodyAudienceStage | Unset
        if isinstance(_stage, Unset):
            stage = UNSET
        else:
            stage = check_preview_campaign_before_it_starts_body_audience_stage(_stage)

        q = d.pop("q", UNSET)

        contact_ids = cast(list[int], d.pop("contact_ids", UNSET))

        preview_campaign_before_it_starts_body_audience = cls(
            tag=tag,
            status=status,
            stage=stage,
            q=q,
            contact_ids=contact_ids,
        )

        return preview_campaign_before_it_starts_body_audience
