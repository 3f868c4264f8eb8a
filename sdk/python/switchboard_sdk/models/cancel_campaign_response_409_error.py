from typing import Literal

CancelCampaignResponse409Error = Literal["campaign_not_cancelable", "idempotency_key_in_use"]

CANCEL_CAMPAIGN_RESPONSE_409_ERROR_VALUES: set[CancelCampaignResponse409Error] = {
    "campaign_not_cancelable",
    "idempotency_key_in_use",
}


def check_cancel_campaign_response_409_error(value: str) -> CancelCampaignResponse409Error:
    if value in CANCEL_CAMPAIGN_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_CAMPAIGN_RESPONSE_409_ERROR_VALUES!r}")
