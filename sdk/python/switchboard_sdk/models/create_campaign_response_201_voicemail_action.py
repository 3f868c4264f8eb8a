from typing import Literal

CreateCampaignResponse201VoicemailAction = Literal["hang_up", "leave_message"]

CREATE_CAMPAIGN_RESPONSE_201_VOICEMAIL_ACTION_VALUES: set[CreateCampaignResponse201VoicemailAction] = {
    "hang_up",
    "leave_message",
}


def check_create_campaign_response_201_voicemail_action(value: str) -> CreateCampaignResponse201VoicemailAction:
    if value in CREATE_CAMPAIGN_RESPONSE_201_VOICEMAIL_ACTION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_CAMPAIGN_RESPONSE_201_VOICEMAIL_ACTION_VALUES!r}"
    )
