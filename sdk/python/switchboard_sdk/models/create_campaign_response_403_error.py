from typing import Literal

CreateCampaignResponse403Error = Literal["permission_denied"]

CREATE_CAMPAIGN_RESPONSE_403_ERROR_VALUES: set[CreateCampaignResponse403Error] = {
    "permission_denied",
}


def check_create_campaign_response_403_error(value: str) -> CreateCampaignResponse403Error:
    if value in CREATE_CAMPAIGN_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CAMPAIGN_RESPONSE_403_ERROR_VALUES!r}")
