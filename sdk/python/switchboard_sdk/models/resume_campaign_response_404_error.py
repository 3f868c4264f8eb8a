from typing import Literal

ResumeCampaignResponse404Error = Literal["not_found"]

RESUME_CAMPAIGN_RESPONSE_404_ERROR_VALUES: set[ResumeCampaignResponse404Error] = {
    "not_found",
}


def check_resume_campaign_response_404_error(value: str) -> ResumeCampaignResponse404Error:
    if value in RESUME_CAMPAIGN_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RESUME_CAMPAIGN_RESPONSE_404_ERROR_VALUES!r}")
