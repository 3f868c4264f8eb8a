from typing import Literal

CreateCampaignResponse500Error = Literal["server_error"]

CREATE_CAMPAIGN_RESPONSE_500_ERROR_VALUES: set[CreateCampaignResponse500Error] = {
    "server_error",
}


def check_create_campaign_response_500_error(value: str) -> CreateCampaignResponse500Error:
    if value in CREATE_CAMPAIGN_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CAMPAIGN_RESPONSE_500_ERROR_VALUES!r}")
