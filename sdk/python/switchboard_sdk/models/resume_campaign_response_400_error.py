from typing import Literal

ResumeCampaignResponse400Error = Literal["validation_error"]

RESUME_CAMPAIGN_RESPONSE_400_ERROR_VALUES: set[ResumeCampaignResponse400Error] = {
    "validation_error",
}


def check_resume_campaign_response_400_error(value: str) -> ResumeCampaignResponse400Error:
    if value in RESUME_CAMPAIGN_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RESUME_CAMPAIGN_RESPONSE_400_ERROR_VALUES!r}")
