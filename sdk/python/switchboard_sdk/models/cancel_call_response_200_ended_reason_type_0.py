from typing import Literal

CancelCallResponse200EndedReasonType0 = Literal[
    "assistant-ended-call",
    "canceled",
    "customer-busy",
    "customer-did-not-answer",
    "customer-ended-call",
    "do_not_call",
    "failed-to-connect",
    "insufficient_funds",
    "max-duration",
    "no_consent",
    "opted_out",
    "provider-error",
    "silence-timeout",
    "voicemail",
]

CANCEL_CALL_RESPONSE_200_ENDED_REASON_TYPE_0_VALUES: set[CancelCallResponse200EndedReasonType0] = {
    "assistant-ended-call",
    "canceled",
    "customer-busy",
    "customer-did-not-answer",
    "customer-ended-call",
    "do_not_call",
    "failed-to-connect",
    "insufficient_funds",
    "max-duration",
    "no_consent",
    "opted_out",
    "provider-error",
    "silence-timeout",
    "voicemail",
}


def check_cancel_call_response_200_ended_reason_type_0(value: str) -> CancelCallResponse200EndedReasonType0:
    if value in CANCEL_CALL_RESPONSE_200_ENDED_REASON_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CANCEL_CALL_RESPONSE_200_ENDED_REASON_TYPE_0_VALUES!r}"
    )
