from typing import Literal

CreateCampaignBodyVoicemailAction = Literal["hang_up", "leave_message"]

CREATE_CAMPAIGN_BODY_VOICEMAIL_ACTION_VALUES: set[CreateCampaignBodyVoicemailAction] = {
    "hang_up",
    "leave_message",
}


def check_create_campaign_body_voicemail_action(value: str) -> CreateCampaignBodyVoicemailAction:
    if value in CREATE_CAMPAIGN_BODY_VOICEMAIL_ACTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CAMPAIGN_BODY_VOICEMAIL_ACTION_VALUES!r}")
