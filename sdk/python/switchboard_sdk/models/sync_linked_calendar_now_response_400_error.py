from typing import Literal

SyncLinkedCalendarNowResponse400Error = Literal["validation_error"]

SYNC_LINKED_CALENDAR_NOW_RESPONSE_400_ERROR_VALUES: set[SyncLinkedCalendarNowResponse400Error] = {
    "validation_error",
}


def check_sync_linked_calendar_now_response_400_error(value: str) -> SyncLinkedCalendarNowResponse400Error:
    if value in SYNC_LINKED_CALENDAR_NOW_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SYNC_LINKED_CALENDAR_NOW_RESPONSE_400_ERROR_VALUES!r}"
    )
