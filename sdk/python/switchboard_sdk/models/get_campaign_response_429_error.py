from typing import Literal

GetCampaignResponse429Error = Literal["rate_limited"]

GET_CAMPAIGN_RESPONSE_429_ERROR_VALUES: set[GetCampaignResponse429Error] = {
    "rate_limited",
}


def check_get_campaign_response_429_error(value: str) -> GetCampaignResponse429Error:
    if value in GET_CAMPAIGN_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CAMPAIGN_RESPONSE_429_ERROR_VALUES!r}")
