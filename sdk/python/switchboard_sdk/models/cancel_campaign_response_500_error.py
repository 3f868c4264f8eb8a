from typing import Literal

CancelCampaignResponse500Error = Literal["server_error"]

CANCEL_CAMPAIGN_RESPONSE_500_ERROR_VALUES: set[CancelCampaignResponse500Error] = {
    "server_error",
}


def check_cancel_campaign_response_500_error(value: str) -> CancelCampaignResponse500Error:
    if value in CANCEL_CAMPAIGN_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_CAMPAIGN_RESPONSE_500_ERROR_VALUES!r}")
