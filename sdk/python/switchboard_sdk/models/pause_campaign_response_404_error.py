from typing import Literal

PauseCampaignResponse404Error = Literal["not_found"]

PAUSE_CAMPAIGN_RESPONSE_404_ERROR_VALUES: set[PauseCampaignResponse404Error] = {
    "not_found",
}


def check_pause_campaign_response_404_error(value: str) -> PauseCampaignResponse404Error:
    if value in PAUSE_CAMPAIGN_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAUSE_CAMPAIGN_RESPONSE_404_ERROR_VALUES!r}")
