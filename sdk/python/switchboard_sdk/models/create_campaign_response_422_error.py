from typing import Literal

CreateCampaignResponse422Error = Literal["idempotency_key_reused"]

CREATE_CAMPAIGN_RESPONSE_422_ERROR_VALUES: set[CreateCampaignResponse422Error] = {
    "idempotency_key_reused",
}


def check_create_campaign_response_422_error(value: str) -> CreateCampaignResponse422Error:
    if value in CREATE_CAMPAIGN_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CAMPAIGN_RESPONSE_422_ERROR_VALUES!r}")
