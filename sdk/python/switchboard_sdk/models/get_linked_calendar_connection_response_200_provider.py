from typing import Literal

GetLinkedCalendarConnectionResponse200Provider = Literal["caldav", "gohighlevel", "google", "outlook"]

GET_LINKED_CALENDAR_CONNECTION_RESPONSE_200_PROVIDER_VALUES: set[GetLinkedCalendarConnectionResponse200Provider] = {
    "caldav",
    "gohighlevel",
    "google",
    "outlook",
}


def check_get_linked_calendar_connection_response_200_provider(
    value: str,
) -> GetLinkedCalendarConnectionResponse200Provider:
    if value in GET_LINKED_CALENDAR_CONNECTION_RESPONSE_200_PROVIDER_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_LINKED_CALENDAR_CONNECTION_RESPONSE_200_PROVIDER_VALUES!r}"
    )
