from typing import Literal

CreateCampaignResponse201Status = Literal["canceled", "completed", "draft", "paused", "running", "scheduled"]

CREATE_CAMPAIGN_RESPONSE_201_STATUS_VALUES: set[CreateCampaignResponse201Status] = {
    "canceled",
    "completed",
    "draft",
    "paused",
    "running",
    "scheduled",
}


def check_create_campaign_response_201_status(value: str) -> CreateCampaignResponse201Status:
    if value in CREATE_CAMPAIGN_RESPONSE_201_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CAMPAIGN_RESPONSE_201_STATUS_VALUES!r}")
