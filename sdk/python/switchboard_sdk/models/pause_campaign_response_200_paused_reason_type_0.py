from typing import Literal

PauseCampaignResponse200PausedReasonType0 = Literal["insufficient_funds", "user"]

PAUSE_CAMPAIGN_RESPONSE_200_PAUSED_REASON_TYPE_0_VALUES: set[PauseCampaignResponse200PausedReasonType0] = {
    "insufficient_funds",
    "user",
}


def check_pause_campaign_response_200_paused_reason_type_0(value: str) -> PauseCampaignResponse200PausedReasonType0:
    if value in PAUSE_CAMPAIGN_RESPONSE_200_PAUSED_REASON_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PAUSE_CAMPAIGN_RESPONSE_200_PAUSED_REASON_TYPE_0_VALUES!r}"
    )
