from typing import Literal

CreateCampaignResponse404Error = Literal["agent_not_found", "no_phone_number"]

CREATE_CAMPAIGN_RESPONSE_404_ERROR_VALUES: set[CreateCampaignResponse404Error] = {
    "agent_not_found",
    "no_phone_number",
}


def check_create_campaign_response_404_error(value: str) -> CreateCampaignResponse404Error:
    if value in CREATE_CAMPAIGN_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CAMPAIGN_RESPONSE_404_ERROR_VALUES!r}")
