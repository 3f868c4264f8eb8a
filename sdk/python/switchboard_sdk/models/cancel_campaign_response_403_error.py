from typing import Literal

CancelCampaignResponse403Error = Literal["permission_denied"]

CANCEL_CAMPAIGN_RESPONSE_403_ERROR_VALUES: set[CancelCampaignResponse403Error] = {
    "permission_denied",
}


def check_cancel_campaign_response_403_error(value: str) -> CancelCampaignResponse403Error:
    if value in CANCEL_CAMPAIGN_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_CAMPAIGN_RESPONSE_403_ERROR_VALUES!r}")
