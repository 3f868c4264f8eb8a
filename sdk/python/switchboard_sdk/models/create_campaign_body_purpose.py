from typing import Literal

CreateCampaignBodyPurpose = Literal["informational", "marketing"]

CREATE_CAMPAIGN_BODY_PURPOSE_VALUES: set[CreateCampaignBodyPurpose] = {
    "informational",
    "marketing",
}


def check_create_campaign_body_purpose(value: str) -> CreateCampaignBodyPurpose:
    if value in CREATE_CAMPAIGN_BODY_PURPOSE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CAMPAIGN_BODY_PURPOSE_VALUES!r}")
