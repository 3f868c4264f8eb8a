from typing import Literal

LinkCalendarResponse201PushMode = Literal["poll", "webhook"]

LINK_CALENDAR_RESPONSE_201_PUSH_MODE_VALUES: set[LinkCalendarResponse201PushMode] = {
    "poll",
    "webhook",
}


def check_link_calendar_response_201_push_mode(value: str) -> LinkCalendarResponse201PushMode:
    if value in LINK_CALENDAR_RESPONSE_201_PUSH_MODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LINK_CALENDAR_RESPONSE_201_PUSH_MODE_VALUES!r}")
