from typing import Literal

GetCampaignResponse403Error = Literal["permission_denied"]

GET_CAMPAIGN_RESPONSE_403_ERROR_VALUES: set[GetCampaignResponse403Error] = {
    "permission_denied",
}


def check_get_campaign_response_403_error(value: str) -> GetCampaignResponse403Error:
    if value in GET_CAMPAIGN_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CAMPAIGN_RESPONSE_403_ERROR_VALUES!r}")
