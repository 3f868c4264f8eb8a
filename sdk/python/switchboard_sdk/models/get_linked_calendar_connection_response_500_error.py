from typing import Literal

GetLinkedCalendarConnectionResponse500Error = Literal["server_error"]

GET_LINKED_CALENDAR_CONNECTION_RESPONSE_500_ERROR_VALUES: set[GetLinkedCalendarConnectionResponse500Error] = {
    "server_error",
}


def check_get_linked_calendar_connection_response_500_error(value: str) -> GetLinkedCalendarConnectionResponse500Error:
    if value in GET_LINKED_CALENDAR_CONNECTION_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_LINKED_CALENDAR_CONNECTION_RESPONSE_500_ERROR_VALUES!r}"
    )
