from typing import Literal

StartCampaignResponse200Status = Literal["canceled", "completed", "draft", "paused", "running", "scheduled"]

START_CAMPAIGN_RESPONSE_200_STATUS_VALUES: set[StartCampaignResponse200Status] = {
    "canceled",
    "completed",
    "draft",
    "paused",
    "running",
    "scheduled",
}


def check_start_campaign_response_200_status(value: str) -> StartCampaignResponse200Status:
    if value in START_CAMPAIGN_RESPONSE_200_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {START_CAMPAIGN_RESPONSE_200_STATUS_VALUES!r}")
