from typing import Literal

CreateCalendarEventResponse404Error = Literal["agent_not_found", "team_not_found"]

CREATE_CALENDAR_EVENT_RESPONSE_404_ERROR_VALUES: set[CreateCalendarEventResponse404Error] = {
    "agent_not_found",
    "team_not_found",
}


def check_create_calendar_event_response_404_error(value: str) -> CreateCalendarEventResponse404Error:
    if value in CREATE_CALENDAR_EVENT_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CALENDAR_EVENT_RESPONSE_404_ERROR_VALUES!r}")
