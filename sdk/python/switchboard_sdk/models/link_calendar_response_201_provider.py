from typing import Literal

LinkCalendarResponse201Provider = Literal["caldav", "gohighlevel", "google", "outlook"]

LINK_CALENDAR_RESPONSE_201_PROVIDER_VALUES: set[LinkCalendarResponse201Provider] = {
    "caldav",
    "gohighlevel",
    "google",
    "outlook",
}


def check_link_calendar_response_201_provider(value: str) -> LinkCalendarResponse201Provider:
    if value in LINK_CALENDAR_RESPONSE_201_PROVIDER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LINK_CALENDAR_RESPONSE_201_PROVIDER_VALUES!r}")
