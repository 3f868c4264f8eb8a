from typing import Literal

CancelCampaignResponse422Error = Literal["idempotency_key_reused"]

CANCEL_CAMPAIGN_RESPONSE_422_ERROR_VALUES: set[CancelCampaignResponse422Error] = {
    "idempotency_key_reused",
}


def check_cancel_campaign_response_422_error(value: str) -> CancelCampaignResponse422Error:
    if value in CANCEL_CAMPAIGN_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_CAMPAIGN_RESPONSE_422_ERROR_VALUES!r}")
