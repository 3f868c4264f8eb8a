from typing import Literal

GetLinkedCalendarConnectionResponse503Error = Literal["service_unavailable"]

GET_LINKED_CALENDAR_CONNECTION_RESPONSE_503_ERROR_VALUES: set[GetLinkedCalendarConnectionResponse503Error] = {
    "service_unavailable",
}


def check_get_linked_calendar_connection_response_503_error(value: str) -> GetLinkedCalendarConnectionResponse503Error:
    if value in GET_LINKED_CALENDAR_CONNECTION_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_LINKED_CALENDAR_CONNECTION_RESPONSE_503_ERROR_VALUES!r}"
    )
