from typing import Literal

ReconnectOauthCalendarResponse404Error = Literal["not_found"]

RECONNECT_OAUTH_CALENDAR_RESPONSE_404_ERROR_VALUES: set[ReconnectOauthCalendarResponse404Error] = {
    "not_found",
}


def check_reconnect_oauth_calendar_response_404_error(value: str) -> ReconnectOauthCalendarResponse404Error:
    if value in RECONNECT_OAUTH_CALENDAR_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RECONNECT_OAUTH_CALENDAR_RESPONSE_404_ERROR_VALUES!r}"
    )
