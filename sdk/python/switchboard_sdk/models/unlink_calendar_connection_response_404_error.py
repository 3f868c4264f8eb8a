from typing import Literal

UnlinkCalendarConnectionResponse404Error = Literal["not_found"]

UNLINK_CALENDAR_CONNECTION_RESPONSE_404_ERROR_VALUES: set[UnlinkCalendarConnectionResponse404Error] = {
    "not_found",
}


def check_unlink_calendar_connection_response_404_error(value: str) -> UnlinkCalendarConnectionResponse404Error:
    if value in UNLINK_CALENDAR_CONNECTION_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UNLINK_CALENDAR_CONNECTION_RESPONSE_404_ERROR_VALUES!r}"
    )
