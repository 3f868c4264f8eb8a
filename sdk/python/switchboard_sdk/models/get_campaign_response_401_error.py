from typing import Literal

GetCampaignResponse401Error = Literal["authentication_required", "invalid_key"]

GET_CAMPAIGN_RESPONSE_401_ERROR_VALUES: set[GetCampaignResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_get_campaign_response_401_error(value: str) -> GetCampaignResponse401Error:
    if value in GET_CAMPAIGN_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CAMPAIGN_RESPONSE_401_ERROR_VALUES!r}")
