from typing import Literal

PreviewCampaignBeforeItStartsBodyRetryOnItem = Literal["busy", "failed", "no_answer", "voicemail"]

PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_BODY_RETRY_ON_ITEM_VALUES: set[PreviewCampaignBeforeItStartsBodyRetryOnItem] = {
    "busy",
    "failed",
    "no_answer",
    "voicemail",
}


def check_preview_campaign_before_it_starts_body_retry_on_item(
    value: str,
) -> PreviewCampaignBeforeItStartsBodyRetryOnItem:
    if value in PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_BODY_RETRY_ON_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_BODY_RETRY_ON_ITEM_VALUES!r}"
    )
