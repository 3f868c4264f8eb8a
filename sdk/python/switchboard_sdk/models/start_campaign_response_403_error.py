from typing import Literal

StartCampaignResponse403Error = Literal["permission_denied"]

START_CAMPAIGN_RESPONSE_403_ERROR_VALUES: set[StartCampaignResponse403Error] = {
    "permission_denied",
}


def check_start_campaign_response_403_error(value: str) -> StartCampaignResponse403Error:
    if value in START_CAMPAIGN_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {START_CAMPAIGN_RESPONSE_403_ERROR_VALUES!r}")
