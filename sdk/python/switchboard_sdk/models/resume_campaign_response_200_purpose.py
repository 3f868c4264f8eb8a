from typing import Literal

ResumeCampaignResponse200Purpose = Literal["informational", "marketing"]

RESUME_CAMPAIGN_RESPONSE_200_PURPOSE_VALUES: set[ResumeCampaignResponse200Purpose] = {
    "informational",
    "marketing",
}


def check_resume_campaign_response_200_purpose(value: str) -> ResumeCampaignResponse200Purpose:
    if value in RESUME_CAMPAIGN_RESPONSE_200_PURPOSE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RESUME_CAMPAIGN_RESPONSE_200_PURPOSE_VALUES!r}")
