from typing import Literal

ListCallsResponse200CallsItemRetryOnItem = Literal["busy", "failed", "no_answer", "voicemail"]

LIST_CALLS_RESPONSE_200_CALLS_ITEM_RETRY_ON_ITEM_VALUES: set[ListCallsResponse200CallsItemRetryOnItem] = {
    "busy",
    "failed",
    "no_answer",
    "voicemail",
}


def check_list_calls_response_200_calls_item_retry_on_item(value: str) -> ListCallsResponse200CallsItemRetryOnItem:
    if value in LIST_CALLS_RESPONSE_200_CALLS_ITEM_RETRY_ON_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CALLS_RESPONSE_200_CALLS_ITEM_RETRY_ON_ITEM_VALUES!r}"
    )
