from typing import Literal

SyncLinkedCalendarNowResponse500Error = Literal["server_error"]

SYNC_LINKED_CALENDAR_NOW_RESPONSE_500_ERROR_VALUES: set[SyncLinkedCalendarNowResponse500Error] = {
    "server_error",
}


def check_sync_linked_calendar_now_response_500_error(value: str) -> SyncLinkedCalendarNowResponse500Error:
    if value in SYNC_LINKED_CALENDAR_NOW_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SYNC_LINKED_CALENDAR_NOW_RESPONSE_500_ERROR_VALUES!r}"
    )
