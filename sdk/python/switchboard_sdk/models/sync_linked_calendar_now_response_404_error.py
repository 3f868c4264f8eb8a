from typing import Literal

SyncLinkedCalendarNowResponse404Error = Literal["not_found"]

SYNC_LINKED_CALENDAR_NOW_RESPONSE_404_ERROR_VALUES: set[SyncLinkedCalendarNowResponse404Error] = {
    "not_found",
}


def check_sync_linked_calendar_now_response_404_error(value: str) -> SyncLinkedCalendarNowResponse404Error:
    if value in SYNC_LINKED_CALENDAR_NOW_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SYNC_LINKED_CALENDAR_NOW_RESPONSE_404_ERROR_VALUES!r}"
    )
