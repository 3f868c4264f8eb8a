from typing import Literal

GetCampaignResponse200RetryOnItem = Literal["busy", "failed", "no_answer", "voicemail"]

GET_CAMPAIGN_RESPONSE_200_RETRY_ON_ITEM_VALUES: set[GetCampaignResponse200RetryOnItem] = {
    "busy",
    "failed",
    "no_answer",
    "voicemail",
}


def check_get_campaign_response_200_retry_on_item(value: str) -> GetCampaignResponse200RetryOnItem:
    if value in GET_CAMPAIGN_RESPONSE_200_RETRY_ON_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CAMPAIGN_RESPONSE_200_RETRY_ON_ITEM_VALUES!r}")
