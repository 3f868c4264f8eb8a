from typing import Literal

GetCallResponse200EndedReasonType0 = Literal[
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

GET_CALL_RESPONSE_200_ENDED_REASON_TYPE_0_VALUES: set[GetCallResponse200EndedReasonType0] = {
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


def check_get_call_response_200_ended_reason_type_0(value: str) -> GetCallResponse200EndedReasonType0:
    if value in GET_CALL_RESPONSE_200_ENDED_REASON_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALL_RESPONSE_200_ENDED_REASON_TYPE_0_VALUES!r}")
