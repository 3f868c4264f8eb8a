from typing import Literal

InitiateCallResponse201EndedReasonType0 = Literal[
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

INITIATE_CALL_RESPONSE_201_ENDED_REASON_TYPE_0_VALUES: set[InitiateCallResponse201EndedReasonType0] = {
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


def check_initiate_call_response_201_ended_reason_type_0(value: str) -> InitiateCallResponse201EndedReasonType0:
    if value in INITIATE_CALL_RESPONSE_201_ENDED_REASON_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {INITIATE_CALL_RESPONSE_201_ENDED_REASON_TYPE_0_VALUES!r}"
    )
