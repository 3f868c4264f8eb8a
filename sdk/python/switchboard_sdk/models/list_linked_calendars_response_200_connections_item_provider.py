from typing import Literal

ListLinkedCalendarsResponse200ConnectionsItemProvider = Literal["caldav", "gohighlevel", "google", "outlook"]

LIST_LINKED_CALENDARS_RESPONSE_200_CONNECTIONS_ITEM_PROVIDER_VALUES: set[
    ListLinkedCalendarsResponse200ConnectionsItemProvider
] = {
    "caldav",
    "gohighlevel",
    "google",
    "outlook",
}


def check_list_linked_calendars_response_200_connections_item_provider(
    value: str,
) -> ListLinkedCalendarsResponse200ConnectionsItemProvider:
    if value in LIST_LINKED_CALENDARS_RESPONSE_200_CONNECTIONS_ITEM_PROVIDER_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_LINKED_CALENDARS_RESPONSE_200_CONNECTIONS_ITEM_PROVIDER_VALUES!r}"
    )
