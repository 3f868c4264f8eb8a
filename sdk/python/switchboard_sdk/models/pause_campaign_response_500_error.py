from typing import Literal

PauseCampaignResponse500Error = Literal["server_error"]

PAUSE_CAMPAIGN_RESPONSE_500_ERROR_VALUES: set[PauseCampaignResponse500Error] = {
    "server_error",
}


def check_pause_campaign_response_500_error(value: str) -> PauseCampaignResponse500Error:
    if value in PAUSE_CAMPAIGN_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAUSE_CAMPAIGN_RESPONSE_500_ERROR_VALUES!r}")
