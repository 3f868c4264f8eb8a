from typing import Literal

CreateCampaignResponse201PausedReasonType0 = Literal["insufficient_funds", "user"]

CREATE_CAMPAIGN_RESPONSE_201_PAUSED_REASON_TYPE_0_VALUES: set[CreateCampaignResponse201PausedReasonType0] = {
    "insufficient_funds",
    "user",
}


def check_create_campaign_response_201_paused_reason_type_0(value: str) -> CreateCampaignResponse201PausedReasonType0:
    if value in CREATE_CAMPAIGN_RESPONSE_201_PAUSED_REASON_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_CAMPAIGN_RESPONSE_201_PAUSED_REASON_TYPE_0_VALUES!r}"
    )
