from typing import Literal

PauseCampaignResponse429Error = Literal["rate_limited"]

PAUSE_CAMPAIGN_RESPONSE_429_ERROR_VALUES: set[PauseCampaignResponse429Error] = {
    "rate_limited",
}


def check_pause_campaign_response_429_error(value: str) -> PauseCampaignResponse429Error:
    if value in PAUSE_CAMPAIGN_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAUSE_CAMPAIGN_RESPONSE_429_ERROR_VALUES!r}")
