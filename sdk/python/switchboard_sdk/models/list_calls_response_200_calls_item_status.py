from typing import Literal

ListCallsResponse200CallsItemStatus = Literal[
    "busy", "canceled", "completed", "failed", "in_progress", "no_answer", "queued", "ringing", "scheduled", "voicemail"
]

LIST_CALLS_RESPONSE_200_CALLS_ITEM_STATUS_VALUES: set[ListCallsResponse200CallsItemStatus] = {
    "busy",
    "canceled",
    "completed",
    "failed",
    "in_progress",
    "no_answer",
    "queued",
    "ringing",
    "scheduled",
    "voicemail",
}


def check_list_calls_response_200_calls_item_status(value: str) -> ListCallsResponse200CallsItemStatus:
    if value in LIST_CALLS_RESPONSE_200_CALLS_ITEM_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CALLS_RESPONSE_200_CALLS_ITEM_STATUS_VALUES!r}")
