from typing import Literal

GetLinkedCalendarConnectionResponse200Status = Literal["active", "error", "needs_reauth", "pending_authorization"]

GET_LINKED_CALENDAR_CONNECTION_RESPONSE_200_STATUS_VALUES: set[GetLinkedCalendarConnectionResponse200Status] = {
    "active",
    "error",
    "needs_reauth",
    "pending_authorization",
}


def check_get_linked_calendar_connection_response_200_status(
    value: str,
) -> GetLinkedCalendarConnectionResponse200Status:
    if value in GET_LINKED_CALENDAR_CONNECTION_RESPONSE_200_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_LINKED_CALENDAR_CONNECTION_RESPONSE_200_STATUS_VALUES!r}"
    )
