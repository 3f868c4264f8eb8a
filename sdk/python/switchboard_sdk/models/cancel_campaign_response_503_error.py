from typing import Literal

CancelCampaignResponse503Error = Literal["service_unavailable"]

CANCEL_CAMPAIGN_RESPONSE_503_ERROR_VALUES: set[CancelCampaignResponse503Error] = {
    "service_unavailable",
}


def check_cancel_campaign_response_503_error(value: str) -> CancelCampaignResponse503Error:
    if value in CANCEL_CAMPAIGN_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_CAMPAIGN_RESPONSE_503_ERROR_VALUES!r}")
