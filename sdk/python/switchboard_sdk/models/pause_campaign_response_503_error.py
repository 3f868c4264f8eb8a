from typing import Literal

PauseCampaignResponse503Error = Literal["service_unavailable"]

PAUSE_CAMPAIGN_RESPONSE_503_ERROR_VALUES: set[PauseCampaignResponse503Error] = {
    "service_unavailable",
}


def check_pause_campaign_response_503_error(value: str) -> PauseCampaignResponse503Error:
    if value in PAUSE_CAMPAIGN_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAUSE_CAMPAIGN_RESPONSE_503_ERROR_VALUES!r}")
