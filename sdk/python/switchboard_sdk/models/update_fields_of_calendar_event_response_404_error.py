from typing import Literal

UpdateFieldsOfCalendarEventResponse404Error = Literal["agent_not_found", "not_found", "team_not_found"]

UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_404_ERROR_VALUES: set[UpdateFieldsOfCalendarEventResponse404Error] = {
    "agent_not_found",
    "not_found",
    "team_not_found",
}


def check_update_fields_of_calendar_event_response_404_error(value: str) -> UpdateFieldsOfCalendarEventResponse404Error:
    if value in UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_FIELDS_OF_CALENDAR_EVENT_RESPONSE_404_ERROR_VALUES!r}"
    )
