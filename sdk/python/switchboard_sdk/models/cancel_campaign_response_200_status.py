from typing import Literal

CancelCampaignResponse200Status = Literal["canceled", "completed", "draft", "paused", "running", "scheduled"]

CANCEL_CAMPAIGN_RESPONSE_200_STATUS_VALUES: set[CancelCampaignResponse200Status] = {
    "canceled",
    "completed",
    "draft",
    "paused",
    "running",
    "scheduled",
}


def check_cancel_campaign_response_200_status(value: str) -> CancelCampaignResponse200Status:
    if value in CANCEL_CAMPAIGN_RESPONSE_200_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_CAMPAIGN_RESPONSE_200_STATUS_VALUES!r}")
