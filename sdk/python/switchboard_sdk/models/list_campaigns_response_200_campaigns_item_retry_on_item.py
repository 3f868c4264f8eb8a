from typing import Literal

ListCampaignsResponse200CampaignsItemRetryOnItem = Literal["busy", "failed", "no_answer", "voicemail"]

LIST_CAMPAIGNS_RESPONSE_200_CAMPAIGNS_ITEM_RETRY_ON_ITEM_VALUES: set[
    ListCampaignsResponse200CampaignsItemRetryOnItem
] = {
    "busy",
    "failed",
    "no_answer",
    "voicemail",
}


def check_list_campaigns_response_200_campaigns_item_retry_on_item(
    value: str,
) -> ListCampaignsResponse200CampaignsItemRetryOnItem:
    if value in LIST_CAMPAIGNS_RESPONSE_200_CAMPAIGNS_ITEM_RETRY_ON_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CAMPAIGNS_RESPONSE_200_CAMPAIGNS_ITEM_RETRY_ON_ITEM_VALUES!r}"
    )
