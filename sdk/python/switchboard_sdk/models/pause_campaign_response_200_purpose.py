from typing import Literal

PauseCampaignResponse200Purpose = Literal["informational", "marketing"]

PAUSE_CAMPAIGN_RESPONSE_200_PURPOSE_VALUES: set[PauseCampaignResponse200Purpose] = {
    "informational",
    "marketing",
}


def check_pause_campaign_response_200_purpose(value: str) -> PauseCampaignResponse200Purpose:
    if value in PAUSE_CAMPAIGN_RESPONSE_200_PURPOSE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAUSE_CAMPAIGN_RESPONSE_200_PURPOSE_VALUES!r}")
