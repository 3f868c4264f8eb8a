from typing import Literal

GetCampaignResponse200VoicemailAction = Literal["hang_up", "leave_message"]

GET_CAMPAIGN_RESPONSE_200_VOICEMAIL_ACTION_VALUES: set[GetCampaignResponse200VoicemailAction] = {
    "hang_up",
    "leave_message",
}


def check_get_campaign_response_200_voicemail_action(value: str) -> GetCampaignResponse200VoicemailAction:
    if value in GET_CAMPAIGN_RESPONSE_200_VOICEMAIL_ACTION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_CAMPAIGN_RESPONSE_200_VOICEMAIL_ACTION_VALUES!r}"
    )
