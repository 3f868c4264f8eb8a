from typing import Literal

LinkCalendarResponse201Status = Literal["active", "error", "needs_reauth", "pending_authorization"]

LINK_CALENDAR_RESPONSE_201_STATUS_VALUES: set[LinkCalendarResponse201Status] = {
    "active",
    "error",
    "needs_reauth",
    "pending_authorization",
}


def check_link_calendar_response_201_status(value: str) -> LinkCalendarResponse201Status:
    if value in LINK_CALENDAR_RESPONSE_201_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LINK_CALENDAR_RESPONSE_201_STATUS_VALUES!r}")
