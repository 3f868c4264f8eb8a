from typing import Literal

UnlinkCalendarConnectionResponse400Error = Literal["validation_error"]

UNLINK_CALENDAR_CONNECTION_RESPONSE_400_ERROR_VALUES: set[UnlinkCalendarConnectionResponse400Error] = {
    "validation_error",
}


def check_unlink_calendar_connection_response_400_error(value: str) -> UnlinkCalendarConnectionResponse400Error:
    if value in UNLINK_CALENDAR_CONNECTION_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UNLINK_CALENDAR_CONNECTION_RESPONSE_400_ERROR_VALUES!r}"
    )
