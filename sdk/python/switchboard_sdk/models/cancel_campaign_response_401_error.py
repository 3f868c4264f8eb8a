from typing import Literal

CancelCampaignResponse401Error = Literal["authentication_required", "invalid_key"]

CANCEL_CAMPAIGN_RESPONSE_401_ERROR_VALUES: set[CancelCampaignResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_cancel_campaign_response_401_error(value: str) -> CancelCampaignResponse401Error:
    if value in CANCEL_CAMPAIGN_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_CAMPAIGN_RESPONSE_401_ERROR_VALUES!r}")
