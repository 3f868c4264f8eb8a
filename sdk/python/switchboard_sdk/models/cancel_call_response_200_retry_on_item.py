from typing import Literal

CancelCallResponse200RetryOnItem = Literal["busy", "failed", "no_answer", "voicemail"]

CANCEL_CALL_RESPONSE_200_RETRY_ON_ITEM_VALUES: set[CancelCallResponse200RetryOnItem] = {
    "busy",
    "failed",
    "no_answer",
    "voicemail",
}


def check_cancel_call_response_200_retry_on_item(value: str) -> CancelCallResponse200RetryOnItem:
    if value in CANCEL_CALL_RESPONSE_200_RETRY_ON_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CANCEL_CALL_RESPONSE_200_RETRY_ON_ITEM_VALUES!r}")
