from typing import Literal

PauseCampaignResponse403Error = Literal["permission_denied"]

PAUSE_CAMPAIGN_RESPONSE_403_ERROR_VALUES: set[PauseCampaignResponse403Error] = {
    "permission_denied",
}


def check_pause_campaign_response_403_error(value: str) -> PauseCampaignResponse403Error:
    if value in PAUSE_CAMPAIGN_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAUSE_CAMPAIGN_RESPONSE_403_ERROR_VALUES!r}")
