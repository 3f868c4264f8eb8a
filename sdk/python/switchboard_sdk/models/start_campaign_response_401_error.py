from typing import Literal

StartCampaignResponse401Error = Literal["authentication_required", "invalid_key"]

START_CAMPAIGN_RESPONSE_401_ERROR_VALUES: set[StartCampaignResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_start_campaign_response_401_error(value: str) -> StartCampaignResponse401Error:
    if value in START_CAMPAIGN_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {START_CAMPAIGN_RESPONSE_401_ERROR_VALUES!r}")
