from typing import Literal

CreateCampaignResponse401Error = Literal["authentication_required", "invalid_key"]

CREATE_CAMPAIGN_RESPONSE_401_ERROR_VALUES: set[CreateCampaignResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_create_campaign_response_401_error(value: str) -> CreateCampaignResponse401Error:
    if value in CREATE_CAMPAIGN_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CAMPAIGN_RESPONSE_401_ERROR_VALUES!r}")
