from typing import Literal

ListCampaignsResponse200CampaignsItemVoicemailAction = Literal["hang_up", "leave_message"]

LIST_CAMPAIGNS_RESPONSE_200_CAMPAIGNS_ITEM_VOICEMAIL_ACTION_VALUES: set[
    ListCampaignsResponse200CampaignsItemVoicemailAction
] = {
    "hang_up",
    "leave_message",
}


def check_list_campaigns_response_200_campaigns_item_voicemail_action(
    value: str,
) -> ListCampaignsResponse200CampaignsItemVoicemailAction:
    if value in LIST_CAMPAIGNS_RESPONSE_200_CAMPAIGNS_ITEM_VOICEMAIL_ACTION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CAMPAIGNS_RESPONSE_200_CAMPAIGNS_ITEM_VOICEMAIL_ACTION_VALUES!r}"
    )
