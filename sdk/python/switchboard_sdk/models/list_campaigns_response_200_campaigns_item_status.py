from typing import Literal

ListCampaignsResponse200CampaignsItemStatus = Literal[
    "canceled", "completed", "draft", "paused", "running", "scheduled"
]

LIST_CAMPAIGNS_RESPONSE_200_CAMPAIGNS_ITEM_STATUS_VALUES: set[ListCampaignsResponse200CampaignsItemStatus] = {
    "canceled",
    "completed",
    "draft",
    "paused",
    "running",
    "scheduled",
}


def check_list_campaigns_response_200_campaigns_item_status(value: str) -> ListCampaignsResponse200CampaignsItemStatus:
    if value in LIST_CAMPAIGNS_RESPONSE_200_CAMPAIGNS_ITEM_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CAMPAIGNS_RESPONSE_200_CAMPAIGNS_ITEM_STATUS_VALUES!r}"
    )
