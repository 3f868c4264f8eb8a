from typing import Literal

ReconnectOauthCalendarResponse403Error = Literal["permission_denied"]

RECONNECT_OAUTH_CALENDAR_RESPONSE_403_ERROR_VALUES: set[ReconnectOauthCalendarResponse403Error] = {
    "permission_denied",
}


def check_reconnect_oauth_calendar_response_403_error(value: str) -> ReconnectOauthCalendarResponse403Error:
    if value in RECONNECT_OAUTH_CALENDAR_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RECONNECT_OAUTH_CALENDAR_RESPONSE_403_ERROR_VALUES!r}"
    )
