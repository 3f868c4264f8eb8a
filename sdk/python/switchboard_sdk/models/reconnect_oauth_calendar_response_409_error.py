from typing import Literal

ReconnectOauthCalendarResponse409Error = Literal["idempotency_key_in_use"]

RECONNECT_OAUTH_CALENDAR_RESPONSE_409_ERROR_VALUES: set[ReconnectOauthCalendarResponse409Error] = {
    "idempotency_key_in_use",
}


def check_reconnect_oauth_calendar_response_409_error(value: str) -> ReconnectOauthCalendarResponse409Error:
    if value in RECONNECT_OAUTH_CALENDAR_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RECONNECT_OAUTH_CALENDAR_RESPONSE_409_ERROR_VALUES!r}"
    )
