from typing import Literal

StartCampaignResponse200VoicemailAction = Literal["hang_up", "leave_message"]

START_CAMPAIGN_RESPONSE_200_VOICEMAIL_ACTION_VALUES: set[StartCampaignResponse200VoicemailAction] = {
    "hang_up",
    "leave_message",
}


def check_start_campaign_response_200_voicemail_action(value: str) -> StartCampaignResponse200VoicemailAction:
    if value in START_CAMPAIGN_RESPONSE_200_VOICEMAIL_ACTION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {START_CAMPAIGN_RESPONSE_200_VOICEMAIL_ACTION_VALUES!r}"
    )
