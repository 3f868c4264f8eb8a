from typing import Literal

CancelCampaignResponse200PausedReasonType0 = Literal["insufficient_funds", "user"]

CANCEL_CAMPAIGN_RESPONSE_200_PAUSED_REASON_TYPE_0_VALUES: set[CancelCampaignResponse200PausedReasonType0] = {
    "insufficient_funds",
    "user",
}


def check_cancel_campaign_response_200_paused_reason_type_0(value: str) -> CancelCampaignResponse200PausedReasonType0:
    if value in CANCEL_CAMPAIGN_RESPONSE_200_PAUSED_REASON_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CANCEL_CAMPAIGN_RESPONSE_200_PAUSED_REASON_TYPE_0_VALUES!r}"
    )
