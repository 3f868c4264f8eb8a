from typing import Literal

CancelCampaignResponse400Error = Literal["validation_error"]

CANCEL_CAMPAIGN_RESPONSE_400_ERROR_VALUES: set[CancelCampaignResponse400Error] = {
    "validation_error",
}


def check_cancel_campaign_response_400_error(value: str) -> CancelCampaignResponse400Error:
    if value in CANCEL_CAMPAIGN_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_CAMPAIGN_RESPONSE_400_ERROR_VALUES!r}")
