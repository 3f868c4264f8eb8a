from typing import Literal

ListCampaignsRecipientsResponse200RecipientsItemStatus = Literal[
    "busy",
    "canceled",
    "completed",
    "failed",
    "in_progress",
    "no_answer",
    "pending",
    "skipped_destination_not_allowed",
    "skipped_do_not_call",
    "skipped_duplicate",
    "skipped_no_consent",
    "skipped_no_phone",
    "voicemail",
]

LIST_CAMPAIGNS_RECIPIENTS_RESPONSE_200_RECIPIENTS_ITEM_STATUS_VALUES: set[
    ListCampaignsRecipientsResponse200RecipientsItemStatus
] = {
    "busy",
    "canceled",
    "completed",
    "failed",
    "in_progress",
    "no_answer",
    "pending",
    "skipped_destination_not_allowed",
    "skipped_do_not_call",
    "skipped_duplicate",
    "skipped_no_consent",
    "skipped_no_phone",
    "voicemail",
}


def check_list_campaigns_recipients_response_200_recipients_item_status(
    value: str,
) -> ListCampaignsRecipientsResponse200RecipientsItemStatus:
    if value in LIST_CAMPAIGNS_RECIPIENTS_RESPONSE_200_RECIPIENTS_ITEM_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CAMPAIGNS_RECIPIENTS_RESPONSE_200_RECIPIENTS_ITEM_STATUS_VALUES!r}"
    )
