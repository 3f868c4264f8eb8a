from typing import Literal

ResumeCampaignResponse409Error = Literal["agent_archived", "campaign_not_resumable", "idempotency_key_in_use"]

RESUME_CAMPAIGN_RESPONSE_409_ERROR_VALUES: set[ResumeCampaignResponse409Error] = {
    "agent_archived",
    "campaign_not_resumable",
    "idempotency_key_in_use",
}


def check_resume_campaign_response_409_error(value: str) -> ResumeCampaignResponse409Error:
    if value in RESUME_CAMPAIGN_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RESUME_CAMPAIGN_RESPONSE_409_ERROR_VALUES!r}")
