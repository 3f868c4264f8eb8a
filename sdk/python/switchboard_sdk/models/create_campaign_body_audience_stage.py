from typing import Literal

CreateCampaignBodyAudienceStage = Literal[
    "churned", "customer", "disqualified", "lead", "opportunity", "qualified_lead"
]

CREATE_CAMPAIGN_BODY_AUDIENCE_STAGE_VALUES: set[CreateCampaignBodyAudienceStage] = {
    "churned",
    "customer",
    "disqualified",
    "lead",
    "opportunity",
    "qualified_lead",
}


def check_create_campaign_body_audience_stage(value: str) -> CreateCampaignBodyAudienceStage:
    if value in CREATE_CAMPAIGN_BODY_AUDIENCE_STAGE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CAMPAIGN_BODY_AUDIENCE_STAGE_VALUES!r}")
