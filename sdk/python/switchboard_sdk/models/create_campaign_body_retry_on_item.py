from typing import Literal

CreateCampaignBodyRetryOnItem = Literal["busy", "failed", "no_answer", "voicemail"]

CREATE_CAMPAIGN_BODY_RETRY_ON_ITEM_VALUES: set[CreateCampaignBodyRetryOnItem] = {
    "busy",
    "failed",
    "no_answer",
    "voicemail",
}


def check_create_campaign_body_retry_on_item(value: str) -> CreateCampaignBodyRetryOnItem:
    if value in CREATE_CAMPAIGN_BODY_RETRY_ON_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CAMPAIGN_BODY_RETRY_ON_ITEM_VALUES!r}")
