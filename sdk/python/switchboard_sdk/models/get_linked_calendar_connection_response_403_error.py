from typing import Literal

GetLinkedCalendarConnectionResponse403Error = Literal["permission_denied"]

GET_LINKED_CALENDAR_CONNECTION_RESPONSE_403_ERROR_VALUES: set[GetLinkedCalendarConnectionResponse403Error] = {
    "permission_denied",
}


def check_get_linked_calendar_connection_response_403_error(value: str) -> GetLinkedCalendarConnectionResponse403Error:
    if value in GET_LINKED_CALENDAR_CONNECTION_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_LINKED_CALENDAR_CONNECTION_RESPONSE_403_ERROR_VALUES!r}"
    )
