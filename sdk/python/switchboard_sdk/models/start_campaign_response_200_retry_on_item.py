from typing import Literal

StartCampaignResponse200RetryOnItem = Literal["busy", "failed", "no_answer", "voicemail"]

START_CAMPAIGN_RESPONSE_200_RETRY_ON_ITEM_VALUES: set[StartCampaignResponse200RetryOnItem] = {
    "busy",
    "failed",
    "no_answer",
    "voicemail",
}


def check_start_campaign_response_200_retry_on_item(value: str) -> StartCampaignResponse200RetryOnItem:
    if value in START_CAMPAIGN_RESPONSE_200_RETRY_ON_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {START_CAMPAIGN_RESPONSE_200_RETRY_ON_ITEM_VALUES!r}")
