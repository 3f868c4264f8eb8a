from typing import Literal

ListLinkedCalendarsResponse200ConnectionsItemStatus = Literal[
    "active", "error", "needs_reauth", "pending_authorization"
]

LIST_LINKED_CALENDARS_RESPONSE_200_CONNECTIONS_ITEM_STATUS_VALUES: set[
    ListLinkedCalendarsResponse200ConnectionsItemStatus
] = {
    "active",
    "error",
    "needs_reauth",
    "pending_authorization",
}


def check_list_linked_calendars_response_200_connections_item_status(
    value: str,
) -> ListLinkedCalendarsResponse200ConnectionsItemStatus:
    if value in LIST_LINKED_CALENDARS_RESPONSE_200_CONNECTIONS_ITEM_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_LINKED_CALENDARS_RESPONSE_200_CONNECTIONS_ITEM_STATUS_VALUES!r}"
    )
