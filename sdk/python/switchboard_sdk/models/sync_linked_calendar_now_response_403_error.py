from typing import Literal

SyncLinkedCalendarNowResponse403Error = Literal["permission_denied"]

SYNC_LINKED_CALENDAR_NOW_RESPONSE_403_ERROR_VALUES: set[SyncLinkedCalendarNowResponse403Error] = {
    "permission_denied",
}


def check_sync_linked_calendar_now_response_403_error(value: str) -> SyncLinkedCalendarNowResponse403Error:
    if value in SYNC_LINKED_CALENDAR_NOW_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SYNC_LINKED_CALENDAR_NOW_RESPONSE_403_ERROR_VALUES!r}"
    )
