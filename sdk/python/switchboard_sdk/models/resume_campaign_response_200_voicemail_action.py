from typing import Literal

ResumeCampaignResponse200VoicemailAction = Literal["hang_up", "leave_message"]

RESUME_CAMPAIGN_RESPONSE_200_VOICEMAIL_ACTION_VALUES: set[ResumeCampaignResponse200VoicemailAction] = {
    "hang_up",
    "leave_message",
}


def check_resume_campaign_response_200_voicemail_action(value: str) -> ResumeCampaignResponse200VoicemailAction:
    if value in RESUME_CAMPAIGN_RESPONSE_200_VOICEMAIL_ACTION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RESUME_CAMPAIGN_RESPONSE_200_VOICEMAIL_ACTION_VALUES!r}"
    )
