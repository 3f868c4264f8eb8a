from typing import Literal

ListCampaignsResponse200CampaignsItemPausedReasonType0 = Literal["insufficient_funds", "user"]

LIST_CAMPAIGNS_RESPONSE_200_CAMPAIGNS_ITEM_PAUSED_REASON_TYPE_0_VALUES: set[
    ListCampaignsResponse200CampaignsItemPausedReasonType0
] = {
    "insufficient_funds",
    "user",
}


def check_list_campaigns_response_200_campaigns_item_paused_reason_type_0(
    value: str,
) -> ListCampaignsResponse200CampaignsItemPausedReasonType0:
    if value in LIST_CAMPAIGNS_RESPONSE_200_CAMPAIGNS_ITEM_PAUSED_REASON_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CAMPAIGNS_RESPONSE_200_CAMPAIGNS_ITEM_PAUSED_REASON_TYPE_0_VALUES!r}"
    )
