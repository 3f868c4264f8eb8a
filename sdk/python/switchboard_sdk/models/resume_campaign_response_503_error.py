from typing import Literal

ResumeCampaignResponse503Error = Literal["service_unavailable"]

RESUME_CAMPAIGN_RESPONSE_503_ERROR_VALUES: set[ResumeCampaignResponse503Error] = {
    "service_unavailable",
}


def check_resume_campaign_response_503_error(value: str) -> ResumeCampaignResponse503Error:
    if value in RESUME_CAMPAIGN_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RESUME_CAMPAIGN_RESPONSE_503_ERROR_VALUES!r}")
