from typing import Literal

GetCampaignResponse400Error = Literal["validation_error"]

GET_CAMPAIGN_RESPONSE_400_ERROR_VALUES: set[GetCampaignResponse400Error] = {
    "validation_error",
}


def check_get_campaign_response_400_error(value: str) -> GetCampaignResponse400Error:
    if value in GET_CAMPAIGN_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CAMPAIGN_RESPONSE_400_ERROR_VALUES!r}")
