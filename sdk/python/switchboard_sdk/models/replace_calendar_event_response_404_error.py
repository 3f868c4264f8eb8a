from typing import Literal

ReplaceCalendarEventResponse404Error = Literal["agent_not_found", "not_found", "team_not_found"]

REPLACE_CALENDAR_EVENT_RESPONSE_404_ERROR_VALUES: set[ReplaceCalendarEventResponse404Error] = {
    "agent_not_found",
    "not_found",
    "team_not_found",
}


def check_replace_calendar_event_response_404_error(value: str) -> ReplaceCalendarEventResponse404Error:
    if value in REPLACE_CALENDAR_EVENT_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLACE_CALENDAR_EVENT_RESPONSE_404_ERROR_VALUES!r}")
