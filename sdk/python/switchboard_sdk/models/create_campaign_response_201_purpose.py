from typing import Literal

CreateCampaignResponse201Purpose = Literal["informational", "marketing"]

CREATE_CAMPAIGN_RESPONSE_201_PURPOSE_VALUES: set[CreateCampaignResponse201Purpose] = {
    "informational",
    "marketing",
}


def check_create_campaign_response_201_purpose(value: str) -> CreateCampaignResponse201Purpose:
    if value in CREATE_CAMPAIGN_RESPONSE_201_PURPOSE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CAMPAIGN_RESPONSE_201_PURPOSE_VALUES!r}")
