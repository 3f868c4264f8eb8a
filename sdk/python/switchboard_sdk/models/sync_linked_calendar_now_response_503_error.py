from typing import Literal

SyncLinkedCalendarNowResponse503Error = Literal["service_unavailable"]

SYNC_LINKED_CALENDAR_NOW_RESPONSE_503_ERROR_VALUES: set[SyncLinkedCalendarNowResponse503Error] = {
    "service_unavailable",
}


def check_sync_linked_calendar_now_response_503_error(value: str) -> SyncLinkedCalendarNowResponse503Error:
    if value in SYNC_LINKED_CALENDAR_NOW_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SYNC_LINKED_CALENDAR_NOW_RESPONSE_503_ERROR_VALUES!r}"
    )
