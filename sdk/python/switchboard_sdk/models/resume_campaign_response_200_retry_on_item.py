from typing import Literal

ResumeCampaignResponse200RetryOnItem = Literal["busy", "failed", "no_answer", "voicemail"]

RESUME_CAMPAIGN_RESPONSE_200_RETRY_ON_ITEM_VALUES: set[ResumeCampaignResponse200RetryOnItem] = {
    "busy",
    "failed",
    "no_answer",
    "voicemail",
}


def check_resume_campaign_response_200_retry_on_item(value: str) -> ResumeCampaignResponse200RetryOnItem:
    if value in RESUME_CAMPAIGN_RESPONSE_200_RETRY_ON_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RESUME_CAMPAIGN_RESPONSE_200_RETRY_ON_ITEM_VALUES!r}"
    )
