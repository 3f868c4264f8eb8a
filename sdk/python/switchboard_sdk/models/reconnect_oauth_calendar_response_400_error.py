from typing import Literal

ReconnectOauthCalendarResponse400Error = Literal["calendar_provider_not_configured", "validation_error"]

RECONNECT_OAUTH_CALENDAR_RESPONSE_400_ERROR_VALUES: set[ReconnectOauthCalendarResponse400Error] = {
    "calendar_provider_not_configured",
    "validation_error",
}


def check_reconnect_oauth_calendar_response_400_error(value: str) -> ReconnectOauthCalendarResponse400Error:
    if value in RECONNECT_OAUTH_CALENDAR_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RECONNECT_OAUTH_CALENDAR_RESPONSE_400_ERROR_VALUES!r}"
    )
