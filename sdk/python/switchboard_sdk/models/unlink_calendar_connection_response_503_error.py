from typing import Literal

UnlinkCalendarConnectionResponse503Error = Literal["service_unavailable"]

UNLINK_CALENDAR_CONNECTION_RESPONSE_503_ERROR_VALUES: set[UnlinkCalendarConnectionResponse503Error] = {
    "service_unavailable",
}


def check_unlink_calendar_connection_response_503_error(value: str) -> UnlinkCalendarConnectionResponse503Error:
    if value in UNLINK_CALENDAR_CONNECTION_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UNLINK_CALENDAR_CONNECTION_RESPONSE_503_ERROR_VALUES!r}"
    )
