from typing import Literal

ResumeCampaignResponse429Error = Literal["rate_limited"]

RESUME_CAMPAIGN_RESPONSE_429_ERROR_VALUES: set[ResumeCampaignResponse429Error] = {
    "rate_limited",
}


def check_resume_campaign_response_429_error(value: str) -> ResumeCampaignResponse429Error:
    if value in RESUME_CAMPAIGN_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RESUME_CAMPAIGN_RESPONSE_429_ERROR_VALUES!r}")
