from typing import Literal

UnlinkCalendarConnectionResponse409Error = Literal["idempotency_key_in_use"]

UNLINK_CALENDAR_CONNECTION_RESPONSE_409_ERROR_VALUES: set[UnlinkCalendarConnectionResponse409Error] = {
    "idempotency_key_in_use",
}


def check_unlink_calendar_connection_response_409_error(value: str) -> UnlinkCalendarConnectionResponse409Error:
    if value in UNLINK_CALENDAR_CONNECTION_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UNLINK_CALENDAR_CONNECTION_RESPONSE_409_ERROR_VALUES!r}"
    )
