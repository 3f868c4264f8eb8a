from typing import Literal

SyncLinkedCalendarNowResponse409Error = Literal["calendar_connection_not_active", "idempotency_key_in_use"]

SYNC_LINKED_CALENDAR_NOW_RESPONSE_409_ERROR_VALUES: set[SyncLinkedCalendarNowResponse409Error] = {
    "calendar_connection_not_active",
    "idempotency_key_in_use",
}


def check_sync_linked_calendar_now_response_409_error(value: str) -> SyncLinkedCalendarNowResponse409Error:
    if value in SYNC_LINKED_CALENDAR_NOW_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SYNC_LINKED_CALENDAR_NOW_RESPONSE_409_ERROR_VALUES!r}"
    )
