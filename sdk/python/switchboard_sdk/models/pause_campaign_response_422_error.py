from typing import Literal

PauseCampaignResponse422Error = Literal["idempotency_key_reused"]

PAUSE_CAMPAIGN_RESPONSE_422_ERROR_VALUES: set[PauseCampaignResponse422Error] = {
    "idempotency_key_reused",
}


def check_pause_campaign_response_422_error(value: str) -> PauseCampaignResponse422Error:
    if value in PAUSE_CAMPAIGN_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAUSE_CAMPAIGN_RESPONSE_422_ERROR_VALUES!r}")
