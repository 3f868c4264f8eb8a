from typing import Literal

ResumeCampaignResponse422Error = Literal["idempotency_key_reused"]

RESUME_CAMPAIGN_RESPONSE_422_ERROR_VALUES: set[ResumeCampaignResponse422Error] = {
    "idempotency_key_reused",
}


def check_resume_campaign_response_422_error(value: str) -> ResumeCampaignResponse422Error:
    if value in RESUME_CAMPAIGN_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RESUME_CAMPAIGN_RESPONSE_422_ERROR_VALUES!r}")
