from typing import Literal

ResumeCampaignResponse401Error = Literal["authentication_required", "invalid_key"]

RESUME_CAMPAIGN_RESPONSE_401_ERROR_VALUES: set[ResumeCampaignResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_resume_campaign_response_401_error(value: str) -> ResumeCampaignResponse401Error:
    if value in RESUME_CAMPAIGN_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RESUME_CAMPAIGN_RESPONSE_401_ERROR_VALUES!r}")
