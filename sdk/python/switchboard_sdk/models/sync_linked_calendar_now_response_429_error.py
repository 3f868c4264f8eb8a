from typing import Literal

SyncLinkedCalendarNowResponse429Error = Literal["rate_limited"]

SYNC_LINKED_CALENDAR_NOW_RESPONSE_429_ERROR_VALUES: set[SyncLinkedCalendarNowResponse429Error] = {
    "rate_limited",
}


def check_sync_linked_calendar_now_response_429_error(value: str) -> SyncLinkedCalendarNowResponse429Error:
    if value in SYNC_LINKED_CALENDAR_NOW_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SYNC_LINKED_CALENDAR_NOW_RESPONSE_429_ERROR_VALUES!r}"
    )
