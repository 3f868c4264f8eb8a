from typing import Literal

GetMessageResponse200SkipReasonType0 = Literal[
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

GET_MESSAGE_RESPONSE_200_SKIP_REASON_TYPE_0_VALUES: set[GetMessageResponse200SkipReasonType0] = {
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


def check_get_message_response_200_skip_reason_type_0(value: str) -> GetMessageResponse200SkipReasonType0:
    if value in GET_MESSAGE_RESPONSE_200_SKIP_REASON_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_MESSAGE_RESPONSE_200_SKIP_REASON_TYPE_0_VALUES!r}"
    )
