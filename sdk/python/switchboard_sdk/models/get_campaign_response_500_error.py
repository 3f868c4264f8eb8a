from typing import Literal

GetCampaignResponse500Error = Literal["server_error"]

GET_CAMPAIGN_RESPONSE_500_ERROR_VALUES: set[GetCampaignResponse500Error] = {
    "server_error",
}


def check_get_campaign_response_500_error(value: str) -> GetCampaignResponse500Error:
    if value in GET_CAMPAIGN_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CAMPAIGN_RESPONSE_500_ERROR_VALUES!r}")
