from typing import Literal

StartCampaignResponse400Error = Literal["invalid_parameter", "validation_error"]

START_CAMPAIGN_RESPONSE_400_ERROR_VALUES: set[StartCampaignResponse400Error] = {
    "invalid_parameter",
    "validation_error",
}


def check_start_campaign_response_400_error(value: str) -> StartCampaignResponse400Error:
    if value in START_CAMPAIGN_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {START_CAMPAIGN_RESPONSE_400_ERROR_VALUES!r}")
