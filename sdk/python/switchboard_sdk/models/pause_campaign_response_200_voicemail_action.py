from typing import Literal

PauseCampaignResponse200VoicemailAction = Literal["hang_up", "leave_message"]

PAUSE_CAMPAIGN_RESPONSE_200_VOICEMAIL_ACTION_VALUES: set[PauseCampaignResponse200VoicemailAction] = {
    "hang_up",
    "leave_message",
}


def check_pause_campaign_response_200_voicemail_action(value: str) -> PauseCampaignResponse200VoicemailAction:
    if value in PAUSE_CAMPAIGN_RESPONSE_200_VOICEMAIL_ACTION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PAUSE_CAMPAIGN_RESPONSE_200_VOICEMAIL_ACTION_VALUES!r}"
    )
