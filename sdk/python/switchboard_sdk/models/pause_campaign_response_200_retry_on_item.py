from typing import Literal

PauseCampaignResponse200RetryOnItem = Literal["busy", "failed", "no_answer", "voicemail"]

PAUSE_CAMPAIGN_RESPONSE_200_RETRY_ON_ITEM_VALUES: set[PauseCampaignResponse200RetryOnItem] = {
    "busy",
    "failed",
    "no_answer",
    "voicemail",
}


def check_pause_campaign_response_200_retry_on_item(value: str) -> PauseCampaignResponse200RetryOnItem:
    if value in PAUSE_CAMPAIGN_RESPONSE_200_RETRY_ON_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAUSE_CAMPAIGN_RESPONSE_200_RETRY_ON_ITEM_VALUES!r}")
