from typing import Literal

CreateCampaignResponse201RetryOnItem = Literal["busy", "failed", "no_answer", "voicemail"]

CREATE_CAMPAIGN_RESPONSE_201_RETRY_ON_ITEM_VALUES: set[CreateCampaignResponse201RetryOnItem] = {
    "busy",
    "failed",
    "no_answer",
    "voicemail",
}


def check_create_campaign_response_201_retry_on_item(value: str) -> CreateCampaignResponse201RetryOnItem:
    if value in CREATE_CAMPAIGN_RESPONSE_201_RETRY_ON_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_CAMPAIGN_RESPONSE_201_RETRY_ON_ITEM_VALUES!r}"
    )
