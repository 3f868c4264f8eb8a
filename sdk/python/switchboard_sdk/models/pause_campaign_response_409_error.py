from typing import Literal

PauseCampaignResponse409Error = Literal["campaign_not_pausable", "idempotency_key_in_use"]

PAUSE_CAMPAIGN_RESPONSE_409_ERROR_VALUES: set[PauseCampaignResponse409Error] = {
    "campaign_not_pausable",
    "idempotency_key_in_use",
}


def check_pause_campaign_response_409_error(value: str) -> PauseCampaignResponse409Error:
    if value in PAUSE_CAMPAIGN_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAUSE_CAMPAIGN_RESPONSE_409_ERROR_VALUES!r}")
