from typing import Literal

PreviewCampaignBeforeItStartsBodyPurpose = Literal["informational", "marketing"]

PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_BODY_PURPOSE_VALUES: set[PreviewCampaignBeforeItStartsBodyPurpose] = {
    "informational",
    "marketing",
}


def check_preview_campaign_before_it_starts_body_purpose(value: str) -> PreviewCampaignBeforeItStartsBodyPurpose:
    if value in PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_BODY_PURPOSE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_BODY_PURPOSE_VALUES!r}"
    )
