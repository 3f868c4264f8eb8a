from typing import Literal

UnlinkCalendarConnectionResponse401Error = Literal["authentication_required", "invalid_key"]

UNLINK_CALENDAR_CONNECTION_RESPONSE_401_ERROR_VALUES: set[UnlinkCalendarConnectionResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_unlink_calendar_connection_response_401_error(value: str) -> UnlinkCalendarConnectionResponse401Error:
    if value in UNLINK_CALENDAR_CONNECTION_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UNLINK_CALENDAR_CONNECTION_RESPONSE_401_ERROR_VALUES!r}"
    )
