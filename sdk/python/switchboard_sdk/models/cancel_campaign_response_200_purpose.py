from typing import Literal

CancelCampaignResponse200Purpose = Literal["informational", "marketing"]

CANCEL_CAMPAIGN_RESPONSE_200_PURPOSE_VALUES: set[CancelCampaignResponse200Purpose] = {
    "informational",
    "marketing",
}


def check_cancel_campaign_response_200_purpose(value: str) -> CancelCampaignResponse200Purpose:
    if value in CANCEL_CAMPAIGN_RESPONSE_200_PURPOSE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_CAMPAIGN_RESPONSE_200_PURPOSE_VALUES!r}")
