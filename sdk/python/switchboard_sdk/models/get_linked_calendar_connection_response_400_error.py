from typing import Literal

GetLinkedCalendarConnectionResponse400Error = Literal["validation_error"]

GET_LINKED_CALENDAR_CONNECTION_RESPONSE_400_ERROR_VALUES: set[GetLinkedCalendarConnectionResponse400Error] = {
    "validation_error",
}


def check_get_linked_calendar_connection_response_400_error(value: str) -> GetLinkedCalendarConnectionResponse400Error:
    if value in GET_LINKED_CALENDAR_CONNECTION_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_LINKED_CALENDAR_CONNECTION_RESPONSE_400_ERROR_VALUES!r}"
    )
