from typing import Literal

ResumeCampaignResponse200PausedReasonType0 = Literal["insufficient_funds", "user"]

RESUME_CAMPAIGN_RESPONSE_200_PAUSED_REASON_TYPE_0_VALUES: set[ResumeCampaignResponse200PausedReasonType0] = {
    "insufficient_funds",
    "user",
}


def check_resume_campaign_response_200_paused_reason_type_0(value: str) -> ResumeCampaignResponse200PausedReasonType0:
    if value in RESUME_CAMPAIGN_RESPONSE_200_PAUSED_REASON_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RESUME_CAMPAIGN_RESPONSE_200_PAUSED_REASON_TYPE_0_VALUES!r}"
    )
