from typing import Literal

PauseCampaignResponse401Error = Literal["authentication_required", "invalid_key"]

PAUSE_CAMPAIGN_RESPONSE_401_ERROR_VALUES: set[PauseCampaignResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_pause_campaign_response_401_error(value: str) -> PauseCampaignResponse401Error:
    if value in PAUSE_CAMPAIGN_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAUSE_CAMPAIGN_RESPONSE_401_ERROR_VALUES!r}")
