from typing import Literal

UnlinkCalendarConnectionResponse429Error = Literal["rate_limited"]

UNLINK_CALENDAR_CONNECTION_RESPONSE_429_ERROR_VALUES: set[UnlinkCalendarConnectionResponse429Error] = {
    "rate_limited",
}


def check_unlink_calendar_connection_response_429_error(value: str) -> UnlinkCalendarConnectionResponse429Error:
    if value in UNLINK_CALENDAR_CONNECTION_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UNLINK_CALENDAR_CONNECTION_RESPONSE_429_ERROR_VALUES!r}"
    )
