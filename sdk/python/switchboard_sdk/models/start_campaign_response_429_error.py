from typing import Literal

StartCampaignResponse429Error = Literal["rate_limited"]

START_CAMPAIGN_RESPONSE_429_ERROR_VALUES: set[StartCampaignResponse429Error] = {
    "rate_limited",
}


def check_start_campaign_response_429_error(value: str) -> StartCampaignResponse429Error:
    if value in START_CAMPAIGN_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {START_CAMPAIGN_RESPONSE_429_ERROR_VALUES!r}")
