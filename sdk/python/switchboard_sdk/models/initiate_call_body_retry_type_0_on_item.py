from typing import Literal

InitiateCallBodyRetryType0OnItem = Literal["busy", "failed", "no_answer", "voicemail"]

INITIATE_CALL_BODY_RETRY_TYPE_0_ON_ITEM_VALUES: set[InitiateCallBodyRetryType0OnItem] = {
    "busy",
    "failed",
    "no_answer",
    "voicemail",
}


def check_initiate_call_body_retry_type_0_on_item(value: str) -> InitiateCallBodyRetryType0OnItem:
    if value in INITIATE_CALL_BODY_RETRY_TYPE_0_ON_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {INITIATE_CALL_BODY_RETRY_TYPE_0_ON_ITEM_VALUES!r}")
