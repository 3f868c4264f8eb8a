from typing import Literal

StartCampaignResponse422Error = Literal["idempotency_key_reused"]

START_CAMPAIGN_RESPONSE_422_ERROR_VALUES: set[StartCampaignResponse422Error] = {
    "idempotency_key_reused",
}


def check_start_campaign_response_422_error(value: str) -> StartCampaignResponse422Error:
    if value in START_CAMPAIGN_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {START_CAMPAIGN_RESPONSE_422_ERROR_VALUES!r}")
