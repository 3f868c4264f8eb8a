from typing import Literal

UnlinkCalendarConnectionResponse422Error = Literal["idempotency_key_reused"]

UNLINK_CALENDAR_CONNECTION_RESPONSE_422_ERROR_VALUES: set[UnlinkCalendarConnectionResponse422Error] = {
    "idempotency_key_reused",
}


def check_unlink_calendar_connection_response_422_error(value: str) -> UnlinkCalendarConnectionResponse422Error:
    if value in UNLINK_CALENDAR_CONNECTION_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UNLINK_CALENDAR_CONNECTION_RESPONSE_422_ERROR_VALUES!r}"
    )
