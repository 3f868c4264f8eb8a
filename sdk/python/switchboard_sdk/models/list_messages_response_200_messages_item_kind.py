from typing import Literal

ListMessagesResponse200MessagesItemKind = Literal[
    "agent", "cancellation", "confirmation", "reminder", "reply", "update"
]

LIST_MESSAGES_RESPONSE_200_MESSAGES_ITEM_KIND_VALUES: set[ListMessagesResponse200MessagesItemKind] = {
    "agent",
    "cancellation",
    "confirmation",
    "reminder",
    "reply",
    "update",
}


def check_list_messages_response_200_messages_item_kind(value: str) -> ListMessagesResponse200MessagesItemKind:
    if value in LIST_MESSAGES_RESPONSE_200_MESSAGES_ITEM_KIND_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_MESSAGES_RESPONSE_200_MESSAGES_ITEM_KIND_VALUES!r}"
    )
