from typing import Literal

ResumeCampaignResponse500Error = Literal["server_error"]

RESUME_CAMPAIGN_RESPONSE_500_ERROR_VALUES: set[ResumeCampaignResponse500Error] = {
    "server_error",
}


def check_resume_campaign_response_500_error(value: str) -> ResumeCampaignResponse500Error:
    if value in RESUME_CAMPAIGN_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RESUME_CAMPAIGN_RESPONSE_500_ERROR_VALUES!r}")
