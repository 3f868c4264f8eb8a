from typing import Literal

GetCallResponse200RetryOnItem = Literal["busy", "failed", "no_answer", "voicemail"]

GET_CALL_RESPONSE_200_RETRY_ON_ITEM_VALUES: set[GetCallResponse200RetryOnItem] = {
    "busy",
    "failed",
    "no_answer",
    "voicemail",
}


def check_get_call_response_200_retry_on_item(value: str) -> GetCallResponse200RetryOnItem:
    if value in GET_CALL_RESPONSE_200_RETRY_ON_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALL_RESPONSE_200_RETRY_ON_ITEM_VALUES!r}")
