from typing import Literal

CreateCampaignResponse413Error = Literal["payload_too_large"]

CREATE_CAMPAIGN_RESPONSE_413_ERROR_VALUES: set[CreateCampaignResponse413Error] = {
    "payload_too_large",
}


def check_create_campaign_response_413_error(value: str) -> CreateCampaignResponse413Error:
    if value in CREATE_CAMPAIGN_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CAMPAIGN_RESPONSE_413_ERROR_VALUES!r}")
