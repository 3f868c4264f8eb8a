from typing import Literal

PauseCampaignResponse400Error = Literal["validation_error"]

PAUSE_CAMPAIGN_RESPONSE_400_ERROR_VALUES: set[PauseCampaignResponse400Error] = {
    "validation_error",
}


def check_pause_campaign_response_400_error(value: str) -> PauseCampaignResponse400Error:
    if value in PAUSE_CAMPAIGN_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAUSE_CAMPAIGN_RESPONSE_400_ERROR_VALUES!r}")
