from typing import Literal

CreateCampaignResponse503Error = Literal["service_unavailable"]

CREATE_CAMPAIGN_RESPONSE_503_ERROR_VALUES: set[CreateCampaignResponse503Error] = {
    "service_unavailable",
}


def check_create_campaign_response_503_error(value: str) -> CreateCampaignResponse503Error:
    if value in CREATE_CAMPAIGN_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CAMPAIGN_RESPONSE_503_ERROR_VALUES!r}")
