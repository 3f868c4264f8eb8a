from typing import Literal

GetCampaignResponse200Purpose = Literal["informational", "marketing"]

GET_CAMPAIGN_RESPONSE_200_PURPOSE_VALUES: set[GetCampaignResponse200Purpose] = {
    "informational",
    "marketing",
}


def check_get_campaign_response_200_purpose(value: str) -> GetCampaignResponse200Purpose:
    if value in GET_CAMPAIGN_RESPONSE_200_PURPOSE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CAMPAIGN_RESPONSE_200_PURPOSE_VALUES!r}")
