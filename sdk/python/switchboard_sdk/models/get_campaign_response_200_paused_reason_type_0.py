from typing import Literal

GetCampaignResponse200PausedReasonType0 = Literal["insufficient_funds", "user"]

GET_CAMPAIGN_RESPONSE_200_PAUSED_REASON_TYPE_0_VALUES: set[GetCampaignResponse200PausedReasonType0] = {
    "insufficient_funds",
    "user",
}


def check_get_campaign_response_200_paused_reason_type_0(value: str) -> GetCampaignResponse200PausedReasonType0:
    if value in GET_CAMPAIGN_RESPONSE_200_PAUSED_REASON_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_CAMPAIGN_RESPONSE_200_PAUSED_REASON_TYPE_0_VALUES!r}"
    )
