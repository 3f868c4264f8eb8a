from typing import Literal

ListCampaignsResponse200CampaignsItemPurpose = Literal["informational", "marketing"]

LIST_CAMPAIGNS_RESPONSE_200_CAMPAIGNS_ITEM_PURPOSE_VALUES: set[ListCampaignsResponse200CampaignsItemPurpose] = {
    "informational",
    "marketing",
}


def check_list_campaigns_response_200_campaigns_item_purpose(
    value: str,
) -> ListCampaignsResponse200CampaignsItemPurpose:
    if value in LIST_CAMPAIGNS_RESPONSE_200_CAMPAIGNS_ITEM_PURPOSE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CAMPAIGNS_RESPONSE_200_CAMPAIGNS_ITEM_PURPOSE_VALUES!r}"
    )
