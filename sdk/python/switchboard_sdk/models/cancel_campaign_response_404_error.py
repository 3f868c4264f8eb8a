from typing import Literal

CancelCampaignResponse404Error = Literal["not_found"]

CANCEL_CAMPAIGN_RESPONSE_404_ERROR_VALUES: set[CancelCampaignResponse404Error] = {
    "not_found",
}


def check_cancel_campaign_response_404_error(value: str) -> CancelCampaignResponse404Error:
    if value in CANCEL_CAMPAIGN_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_CAMPAIGN_RESPONSE_404_ERROR_VALUES!r}")
