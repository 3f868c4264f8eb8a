from typing import Literal

PreviewCampaignBeforeItStartsBodyAudienceStage = Literal[
    "churned", "customer", "disqualified", "lead", "opportunity", "qualified_lead"
]

PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_BODY_AUDIENCE_STAGE_VALUES: set[PreviewCampaignBeforeItStartsBodyAudienceStage] = {
    "churned",
    "customer",
    "disqualified",
    "lead",
    "opportunity",
    "qualified_lead",
}


def check_preview_campaign_before_it_starts_body_audience_stage(
    value: str,
) -> PreviewCampaignBeforeItStartsBodyAudienceStage:
    if value in PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_BODY_AUDIENCE_STAGE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_BODY_AUDIENCE_STAGE_VALUES!r}"
    )
