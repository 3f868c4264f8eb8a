from typing import Literal

StartCampaignResponse200PausedReasonType0 = Literal["insufficient_funds", "user"]

START_CAMPAIGN_RESPONSE_200_PAUSED_REASON_TYPE_0_VALUES: set[StartCampaignResponse200PausedReasonType0] = {
    "insufficient_funds",
    "user",
}


def check_start_campaign_response_200_paused_reason_type_0(value: str) -> StartCampaignResponse200PausedReasonType0:
    if value in START_CAMPAIGN_RESPONSE_200_PAUSED_REASON_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {START_CAMPAIGN_RESPONSE_200_PAUSED_REASON_TYPE_0_VALUES!r}"
    )
