from typing import Literal

ReconnectOauthCalendarResponse503Error = Literal["service_unavailable"]

RECONNECT_OAUTH_CALENDAR_RESPONSE_503_ERROR_VALUES: set[ReconnectOauthCalendarResponse503Error] = {
    "service_unavailable",
}


def check_reconnect_oauth_calendar_response_503_error(value: str) -> ReconnectOauthCalendarResponse503Error:
    if value in RECONNECT_OAUTH_CALENDAR_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RECONNECT_OAUTH_CALENDAR_RESPONSE_503_ERROR_VALUES!r}"
    )
