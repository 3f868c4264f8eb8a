from typing import Literal

CreateCampaignBodyAudienceStatus = Literal[
    "attempted", "callback_requested", "contacted", "do_not_contact", "not_contacted", "not_interested"
]

CREATE_CAMPAIGN_BODY_AUDIENCE_STATUS_VALUES: set[CreateCampaignBodyAudienceStatus] = {
    "attempted",
    "callback_requested",
    "contacted",
    "do_not_contact",
    "not_contacted",
    "not_interested",
}


def check_create_campaign_body_audience_status(value: str) -> CreateCampaignBodyAudienceStatus:
    if value in CREATE_CAMPAIGN_BODY_AUDIENCE_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CAMPAIGN_BODY_AUDIENCE_STATUS_VALUES!r}")
