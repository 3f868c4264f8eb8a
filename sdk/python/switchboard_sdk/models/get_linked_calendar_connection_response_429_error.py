from typing import Literal

GetLinkedCalendarConnectionResponse429Error = Literal["rate_limited"]

GET_LINKED_CALENDAR_CONNECTION_RESPONSE_429_ERROR_VALUES: set[GetLinkedCalendarConnectionResponse429Error] = {
    "rate_limited",
}


def check_get_linked_calendar_connection_response_429_error(value: str) -> GetLinkedCalendarConnectionResponse429Error:
    if value in GET_LINKED_CALENDAR_CONNECTION_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_LINKED_CALENDAR_CONNECTION_RESPONSE_429_ERROR_VALUES!r}"
    )
