from typing import Literal

CreateCampaignResponse409Error = Literal["agent_archived", "campaign_dials_nobody", "idempotency_key_in_use"]

CREATE_CAMPAIGN_RESPONSE_409_ERROR_VALUES: set[CreateCampaignResponse409Error] = {
    "agent_archived",
    "campaign_dials_nobody",
    "idempotency_key_in_use",
}


def check_create_campaign_response_409_error(value: str) -> CreateCampaignResponse409Error:
    if value in CREATE_CAMPAIGN_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CAMPAIGN_RESPONSE_409_ERROR_VALUES!r}")
