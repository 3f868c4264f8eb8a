from typing import Literal

ResumeCampaignResponse200Status = Literal["canceled", "completed", "draft", "paused", "running", "scheduled"]

RESUME_CAMPAIGN_RESPONSE_200_STATUS_VALUES: set[ResumeCampaignResponse200Status] = {
    "canceled",
    "completed",
    "draft",
    "paused",
    "running",
    "scheduled",
}


def check_resume_campaign_response_200_status(value: str) -> ResumeCampaignResponse200Status:
    if value in RESUME_CAMPAIGN_RESPONSE_200_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RESUME_CAMPAIGN_RESPONSE_200_STATUS_VALUES!r}")
