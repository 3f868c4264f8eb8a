from typing import Literal

StartCampaignResponse503Error = Literal["service_unavailable"]

START_CAMPAIGN_RESPONSE_503_ERROR_VALUES: set[StartCampaignResponse503Error] = {
    "service_unavailable",
}


def check_start_campaign_response_503_error(value: str) -> StartCampaignResponse503Error:
    if value in START_CAMPAIGN_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {START_CAMPAIGN_RESPONSE_503_ERROR_VALUES!r}")
