from typing import Literal

ReconnectOauthCalendarResponse422Error = Literal["idempotency_key_reused"]

RECONNECT_OAUTH_CALENDAR_RESPONSE_422_ERROR_VALUES: set[ReconnectOauthCalendarResponse422Error] = {
    "idempotency_key_reused",
}


def check_reconnect_oauth_calendar_response_422_error(value: str) -> ReconnectOauthCalendarResponse422Error:
    if value in RECONNECT_OAUTH_CALENDAR_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RECONNECT_OAUTH_CALENDAR_RESPONSE_422_ERROR_VALUES!r}"
    )
