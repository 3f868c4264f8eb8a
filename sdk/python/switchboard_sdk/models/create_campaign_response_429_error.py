from typing import Literal

CreateCampaignResponse429Error = Literal["rate_limited"]

CREATE_CAMPAIGN_RESPONSE_429_ERROR_VALUES: set[CreateCampaignResponse429Error] = {
    "rate_limited",
}


def check_create_campaign_response_429_error(value: str) -> CreateCampaignResponse429Error:
    if value in CREATE_CAMPAIGN_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CAMPAIGN_RESPONSE_429_ERROR_VALUES!r}")
