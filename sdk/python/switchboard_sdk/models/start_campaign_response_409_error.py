from typing import Literal

StartCampaignResponse409Error = Literal[
    "agent_archived", "campaign_dials_nobody", "campaign_not_startable", "idempotency_key_in_use"
]

START_CAMPAIGN_RESPONSE_409_ERROR_VALUES: set[StartCampaignResponse409Error] = {
    "agent_archived",
    "campaign_dials_nobody",
    "campaign_not_startable",
    "idempotency_key_in_use",
}


def check_start_campaign_response_409_error(value: str) -> StartCampaignResponse409Error:
    if value in START_CAMPAIGN_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {START_CAMPAIGN_RESPONSE_409_ERROR_VALUES!r}")
