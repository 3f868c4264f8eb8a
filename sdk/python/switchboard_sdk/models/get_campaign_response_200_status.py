from typing import Literal

GetCampaignResponse200Status = Literal["canceled", "completed", "draft", "paused", "running", "scheduled"]

GET_CAMPAIGN_RESPONSE_200_STATUS_VALUES: set[GetCampaignResponse200Status] = {
    "canceled",
    "completed",
    "draft",
    "paused",
    "running",
    "scheduled",
}


def check_get_campaign_response_200_status(value: str) -> GetCampaignResponse200Status:
    if value in GET_CAMPAIGN_RESPONSE_200_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CAMPAIGN_RESPONSE_200_STATUS_VALUES!r}")
