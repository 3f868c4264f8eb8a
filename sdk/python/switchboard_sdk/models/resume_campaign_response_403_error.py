from typing import Literal

ResumeCampaignResponse403Error = Literal["permission_denied"]

RESUME_CAMPAIGN_RESPONSE_403_ERROR_VALUES: set[ResumeCampaignResponse403Error] = {
    "permission_denied",
}


def check_resume_campaign_response_403_error(value: str) -> ResumeCampaignResponse403Error:
    if value in RESUME_CAMPAIGN_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RESUME_CAMPAIGN_RESPONSE_403_ERROR_VALUES!r}")
