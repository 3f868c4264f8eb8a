from typing import Literal

CreateCampaignResponse400Error = Literal["invalid_json", "validation_error"]

CREATE_CAMPAIGN_RESPONSE_400_ERROR_VALUES: set[CreateCampaignResponse400Error] = {
    "invalid_json",
    "validation_error",
}


def check_create_campaign_response_400_error(value: str) -> CreateCampaignResponse400Error:
    if value in CREATE_CAMPAIGN_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CAMPAIGN_RESPONSE_400_ERROR_VALUES!r}")
