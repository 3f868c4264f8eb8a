from typing import Literal

CancelCampaignResponse200RetryOnItem = Literal["busy", "failed", "no_answer", "voicemail"]

CANCEL_CAMPAIGN_RESPONSE_200_RETRY_ON_ITEM_VALUES: set[CancelCampaignResponse200RetryOnItem] = {
    "busy",
    "failed",
    "no_answer",
    "voicemail",
}


def check_cancel_campaign_response_200_retry_on_item(value: str) -> CancelCampaignResponse200RetryOnItem:
    if value in CANCEL_CAMPAIGN_RESPONSE_200_RETRY_ON_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CANCEL_CAMPAIGN_RESPONSE_200_RETRY_ON_ITEM_VALUES!r}"
    )
