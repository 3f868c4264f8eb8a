from typing import Literal

SyncLinkedCalendarNowResponse401Error = Literal["authentication_required", "invalid_key"]

SYNC_LINKED_CALENDAR_NOW_RESPONSE_401_ERROR_VALUES: set[SyncLinkedCalendarNowResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_sync_linked_calendar_now_response_401_error(value: str) -> SyncLinkedCalendarNowResponse401Error:
    if value in SYNC_LINKED_CALENDAR_NOW_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SYNC_LINKED_CALENDAR_NOW_RESPONSE_401_ERROR_VALUES!r}"
    )
