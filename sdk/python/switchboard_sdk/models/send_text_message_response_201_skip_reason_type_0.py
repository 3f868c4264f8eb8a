from typing import Literal

SendTextMessageResponse201SkipReasonType0 = Literal[
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

SEND_TEXT_MESSAGE_RESPONSE_201_SKIP_REASON_TYPE_0_VALUES: set[SendTextMessageResponse201SkipReasonType0] = {
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


def check_send_text_message_response_201_skip_reason_type_0(value: str) -> SendTextMessageResponse201SkipReasonType0:
    if value in SEND_TEXT_MESSAGE_RESPONSE_201_SKIP_REASON_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SEND_TEXT_MESSAGE_RESPONSE_201_SKIP_REASON_TYPE_0_VALUES!r}"
    )
