from typing import Literal

GetLinkedCalendarConnectionResponse404Error = Literal["not_found"]

GET_LINKED_CALENDAR_CONNECTION_RESPONSE_404_ERROR_VALUES: set[GetLinkedCalendarConnectionResponse404Error] = {
    "not_found",
}


def check_get_linked_calendar_connection_response_404_error(value: str) -> GetLinkedCalendarConnectionResponse404Error:
    if value in GET_LINKED_CALENDAR_CONNECTION_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_LINKED_CALENDAR_CONNECTION_RESPONSE_404_ERROR_VALUES!r}"
    )
