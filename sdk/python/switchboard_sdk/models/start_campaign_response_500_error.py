from typing import Literal

StartCampaignResponse500Error = Literal["server_error"]

START_CAMPAIGN_RESPONSE_500_ERROR_VALUES: set[StartCampaignResponse500Error] = {
    "server_error",
}


def check_start_campaign_response_500_error(value: str) -> StartCampaignResponse500Error:
    if value in START_CAMPAIGN_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {START_CAMPAIGN_RESPONSE_500_ERROR_VALUES!r}")
