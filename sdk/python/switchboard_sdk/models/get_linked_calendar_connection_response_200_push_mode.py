from typing import Literal

GetLinkedCalendarConnectionResponse200PushMode = Literal["poll", "webhook"]

GET_LINKED_CALENDAR_CONNECTION_RESPONSE_200_PUSH_MODE_VALUES: set[GetLinkedCalendarConnectionResponse200PushMode] = {
    "poll",
    "webhook",
}


def check_get_linked_calendar_connection_response_200_push_mode(
    value: str,
) -> GetLinkedCalendarConnectionResponse200PushMode:
    if value in GET_LINKED_CALENDAR_CONNECTION_RESPONSE_200_PUSH_MODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_LINKED_CALENDAR_CONNECTION_RESPONSE_200_PUSH_MODE_VALUES!r}"
    )
