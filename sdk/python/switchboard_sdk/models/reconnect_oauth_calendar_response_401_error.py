from typing import Literal

ReconnectOauthCalendarResponse401Error = Literal["authentication_required", "invalid_key"]

RECONNECT_OAUTH_CALENDAR_RESPONSE_401_ERROR_VALUES: set[ReconnectOauthCalendarResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_reconnect_oauth_calendar_response_401_error(value: str) -> ReconnectOauthCalendarResponse401Error:
    if value in RECONNECT_OAUTH_CALENDAR_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RECONNECT_OAUTH_CALENDAR_RESPONSE_401_ERROR_VALUES!r}"
    )
