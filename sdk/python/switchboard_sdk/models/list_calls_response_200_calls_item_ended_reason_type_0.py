from typing import Literal

ListCallsResponse200CallsItemEndedReasonType0 = Literal[
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

LIST_CALLS_RESPONSE_200_CALLS_ITEM_ENDED_REASON_TYPE_0_VALUES: set[ListCallsResponse200CallsItemEndedReasonType0] = {
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


def check_list_calls_response_200_calls_item_ended_reason_type_0(
    value: str,
) -> ListCallsResponse200CallsItemEndedReasonType0:
    if value in LIST_CALLS_RESPONSE_200_CALLS_ITEM_ENDED_REASON_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CALLS_RESPONSE_200_CALLS_ITEM_ENDED_REASON_TYPE_0_VALUES!r}"
    )
