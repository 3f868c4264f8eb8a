from typing import Literal

CancelCampaignResponse200VoicemailAction = Literal["hang_up", "leave_message"]

CANCEL_CAMPAIGN_RESPONSE_200_VOICEMAIL_ACTION_VALUES: set[CancelCampaignResponse200VoicemailAction] = {
    "hang_up",
    "leave_message",
}


def check_cancel_campaign_response_200_voicemail_action(value: str) -> CancelCampaignResponse200VoicemailAction:
    if value in CANCEL_CAMPAIGN_RESPONSE_200_VOICEMAIL_ACTION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CANCEL_CAMPAIGN_RESPONSE_200_VOICEMAIL_ACTION_VALUES!r}"
    )
