from typing import Literal

LinkCalendarBodyProvider = Literal["caldav", "gohighlevel", "google", "outlook"]

LINK_CALENDAR_BODY_PROVIDER_VALUES: set[LinkCalendarBodyProvider] = {
    "caldav",
    "gohighlevel",
    "google",
    "outlook",
}


def check_link_calendar_body_provider(value: str) -> LinkCalendarBodyProvider:
    if value in LINK_CALENDAR_BODY_PROVIDER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LINK_CALENDAR_BODY_PROVIDER_VALUES!r}")
