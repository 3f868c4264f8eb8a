from typing import Literal

StartCampaignResponse404Error = Literal["not_found"]

START_CAMPAIGN_RESPONSE_404_ERROR_VALUES: set[StartCampaignResponse404Error] = {
    "not_found",
}


def check_start_campaign_response_404_error(value: str) -> StartCampaignResponse404Error:
    if value in START_CAMPAIGN_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {START_CAMPAIGN_RESPONSE_404_ERROR_VALUES!r}")
