from typing import Literal

StartCampaignResponse200Purpose = Literal["informational", "marketing"]

START_CAMPAIGN_RESPONSE_200_PURPOSE_VALUES: set[StartCampaignResponse200Purpose] = {
    "informational",
    "marketing",
}


def check_start_campaign_response_200_purpose(value: str) -> StartCampaignResponse200Purpose:
    if value in START_CAMPAIGN_RESPONSE_200_PURPOSE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {START_CAMPAIGN_RESPONSE_200_PURPOSE_VALUES!r}")
