from typing import Literal

GetCampaignResponse404Error = Literal["not_found"]

GET_CAMPAIGN_RESPONSE_404_ERROR_VALUES: set[GetCampaignResponse404Error] = {
    "not_found",
}


def check_get_campaign_response_404_error(value: str) -> GetCampaignResponse404Error:
    if value in GET_CAMPAIGN_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CAMPAIGN_RESPONSE_404_ERROR_VALUES!r}")
