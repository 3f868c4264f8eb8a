from typing import Literal

ListMessagesResponse200MessagesItemSkipReasonType0 = Literal[
    "consent_required",
    "destination_not_allowed",
    "do_not_call",
    "event_cancelled",
    "event_started",
    "invalid_address",
    "no_allowed_moment",
    "no_sender",
    "notifications_off",
    "opted_out",
    "quiet_hours",
    "reminder_off",
    "superseded",
]

LIST_MESSAGES_RESPONSE_200_MESSAGES_ITEM_SKIP_REASON_TYPE_0_VALUES: set[
    ListMessagesResponse200MessagesItemSkipReasonType0
] = {
    "consent_required",
    "destination_not_allowed",
    "do_not_call",
    "event_cancelled",
    "event_started",
    "invalid_address",
    "no_allowed_moment",
    "no_sender",
    "notifications_off",
    "opted_out",
    "quiet_hours",
    "reminder_off",
    "superseded",
}


def check_list_messages_response_200_messages_item_skip_reason_type_0(
    value: str,
) -> ListMessagesResponse200MessagesItemSkipReasonType0:
    if value in LIST_MESSAGES_RESPONSE_200_MESSAGES_ITEM_SKIP_REASON_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_MESSAGES_RESPONSE_200_MESSAGES_ITEM_SKIP_REASON_TYPE_0_VALUES!r}"
    )
