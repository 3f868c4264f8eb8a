from typing import Literal

UnlinkCalendarConnectionResponse500Error = Literal["server_error"]

UNLINK_CALENDAR_CONNECTION_RESPONSE_500_ERROR_VALUES: set[UnlinkCalendarConnectionResponse500Error] = {
    "server_error",
}


def check_unlink_calendar_connection_response_500_error(value: str) -> UnlinkCalendarConnectionResponse500Error:
    if value in UNLINK_CALENDAR_CONNECTION_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UNLINK_CALENDAR_CONNECTION_RESPONSE_500_ERROR_VALUES!r}"
    )
