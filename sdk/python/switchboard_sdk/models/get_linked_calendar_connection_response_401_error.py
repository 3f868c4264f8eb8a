from typing import Literal

GetLinkedCalendarConnectionResponse401Error = Literal["authentication_required", "invalid_key"]

GET_LINKED_CALENDAR_CONNECTION_RESPONSE_401_ERROR_VALUES: set[GetLinkedCalendarConnectionResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_get_linked_calendar_connection_response_401_error(value: str) -> GetLinkedCalendarConnectionResponse401Error:
    if value in GET_LINKED_CALENDAR_CONNECTION_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_LINKED_CALENDAR_CONNECTION_RESPONSE_401_ERROR_VALUES!r}"
    )
