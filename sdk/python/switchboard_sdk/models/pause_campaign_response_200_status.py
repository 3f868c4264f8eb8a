from typing import Literal

PauseCampaignResponse200Status = Literal["canceled", "completed", "draft", "paused", "running", "scheduled"]

PAUSE_CAMPAIGN_RESPONSE_200_STATUS_VALUES: set[PauseCampaignResponse200Status] = {
    "canceled",
    "completed",
    "draft",
    "paused",
    "running",
    "scheduled",
}


def check_pause_campaign_response_200_status(value: str) -> PauseCampaignResponse200Status:
    if value in PAUSE_CAMPAIGN_RESPONSE_200_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAUSE_CAMPAIGN_RESPONSE_200_STATUS_VALUES!r}")
