from typing import Literal

CancelCampaignResponse429Error = Literal["rate_limited"]

CANCEL_CAMPAIGN_RESPONSE_429_ERROR_VALUES: set[CancelCampaignResponse429Error] = {
    "rate_limited",
}


def check_cancel_campaign_response_429_error(value: str) -> CancelCampaignResponse429Error:
    if value in CANCEL_CAMPAIGN_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_CAMPAIGN_RESPONSE_429_ERROR_VALUES!r}")
