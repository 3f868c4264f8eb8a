from typing import Literal

UnlinkCalendarConnectionResponse403Error = Literal["permission_denied"]

UNLINK_CALENDAR_CONNECTION_RESPONSE_403_ERROR_VALUES: set[UnlinkCalendarConnectionResponse403Error] = {
    "permission_denied",
}


def check_unlink_calendar_connection_response_403_error(value: str) -> UnlinkCalendarConnectionResponse403Error:
    if value in UNLINK_CALENDAR_CONNECTION_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UNLINK_CALENDAR_CONNECTION_RESPONSE_403_ERROR_VALUES!r}"
    )
