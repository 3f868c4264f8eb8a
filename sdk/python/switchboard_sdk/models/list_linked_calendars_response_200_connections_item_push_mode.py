from typing import Literal

ListLinkedCalendarsResponse200ConnectionsItemPushMode = Literal["poll", "webhook"]

LIST_LINKED_CALENDARS_RESPONSE_200_CONNECTIONS_ITEM_PUSH_MODE_VALUES: set[
    ListLinkedCalendarsResponse200ConnectionsItemPushMode
] = {
    "poll",
    "webhook",
}


def check_list_linked_calendars_response_200_connections_item_push_mode(
    value: str,
) -> ListLinkedCalendarsResponse200ConnectionsItemPushMode:
    if value in LIST_LINKED_CALENDARS_RESPONSE_200_CONNECTIONS_ITEM_PUSH_MODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_LINKED_CALENDARS_RESPONSE_200_CONNECTIONS_ITEM_PUSH_MODE_VALUES!r}"
    )
