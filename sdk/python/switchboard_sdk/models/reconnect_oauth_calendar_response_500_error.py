from typing import Literal

ReconnectOauthCalendarResponse500Error = Literal["server_error"]

RECONNECT_OAUTH_CALENDAR_RESPONSE_500_ERROR_VALUES: set[ReconnectOauthCalendarResponse500Error] = {
    "server_error",
}


def check_reconnect_oauth_calendar_response_500_error(value: str) -> ReconnectOauthCalendarResponse500Error:
    if value in RECONNECT_OAUTH_CALENDAR_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RECONNECT_OAUTH_CALENDAR_RESPONSE_500_ERROR_VALUES!r}"
    )
