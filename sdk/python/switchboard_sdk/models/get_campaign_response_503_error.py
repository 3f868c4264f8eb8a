from typing import Literal

GetCampaignResponse503Error = Literal["service_unavailable"]

GET_CAMPAIGN_RESPONSE_503_ERROR_VALUES: set[GetCampaignResponse503Error] = {
    "service_unavailable",
}


def check_get_campaign_response_503_error(value: str) -> GetCampaignResponse503Error:
    if value in GET_CAMPAIGN_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CAMPAIGN_RESPONSE_503_ERROR_VALUES!r}")
