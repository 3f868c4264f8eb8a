from typing import Literal

SyncLinkedCalendarNowResponse422Error = Literal["idempotency_key_reused"]

SYNC_LINKED_CALENDAR_NOW_RESPONSE_422_ERROR_VALUES: set[SyncLinkedCalendarNowResponse422Error] = {
    "idempotency_key_reused",
}


def check_sync_linked_calendar_now_response_422_error(value: str) -> SyncLinkedCalendarNowResponse422Error:
    if value in SYNC_LINKED_CALENDAR_NOW_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SYNC_LINKED_CALENDAR_NOW_RESPONSE_422_ERROR_VALUES!r}"
    )
