from typing import Literal

PreviewCampaignBeforeItStartsBodyVoicemailAction = Literal["hang_up", "leave_message"]

PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_BODY_VOICEMAIL_ACTION_VALUES: set[
    PreviewCampaignBeforeItStartsBodyVoicemailAction
] = {
    "hang_up",
    "leave_message",
}


def check_preview_campaign_before_it_starts_body_voicemail_action(
    value: str,
) -> PreviewCampaignBeforeItStartsBodyVoicemailAction:
    if value in PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_BODY_VOICEMAIL_ACTION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_BODY_VOICEMAIL_ACTION_VALUES!r}"
    )
