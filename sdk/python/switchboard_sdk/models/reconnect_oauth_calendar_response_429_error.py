from typing import Literal

ReconnectOauthCalendarResponse429Error = Literal["rate_limited"]

RECONNECT_OAUTH_CALENDAR_RESPONSE_429_ERROR_VALUES: set[ReconnectOauthCalendarResponse429Error] = {
    "rate_limited",
}


def check_reconnect_oauth_calendar_response_429_error(value: str) -> ReconnectOauthCalendarResponse429Error:
    if value in RECONNECT_OAUTH_CALENDAR_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RECONNECT_OAUTH_CALENDAR_RESPONSE_429_ERROR_VALUES!r}"
    )
