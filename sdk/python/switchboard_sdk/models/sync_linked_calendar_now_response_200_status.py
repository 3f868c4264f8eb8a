from typing import Literal

SyncLinkedCalendarNowResponse200Status = Literal["active", "error", "needs_reauth", "pending_authorization"]

SYNC_LINKED_CALENDAR_NOW_RESPONSE_200_STATUS_VALUES: set[SyncLinkedCalendarNowResponse200Status] = {
    "active",
    "error",
    "needs_reauth",
    "pending_authorization",
}


def check_sync_linked_calendar_now_response_200_status(value: str) -> SyncLinkedCalendarNowResponse200Status:
    if value in SYNC_LINKED_CALENDAR_NOW_RESPONSE_200_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SYNC_LINKED_CALENDAR_NOW_RESPONSE_200_STATUS_VALUES!r}"
    )
