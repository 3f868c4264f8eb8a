from typing import Literal

ListMessagesResponse200MessagesItemStatus = Literal["delivered", "failed", "held", "queued", "sent", "skipped"]

LIST_MESSAGES_RESPONSE_200_MESSAGES_ITEM_STATUS_VALUES: set[ListMessagesResponse200MessagesItemStatus] = {
    "delivered",
    "failed",
    "held",
    "queued",
    "sent",
    "skipped",
}


def check_list_messages_response_200_messages_item_status(value: str) -> ListMessagesResponse200MessagesItemStatus:
    if value in LIST_MESSAGES_RESPONSE_200_MESSAGES_ITEM_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_MESSAGES_RESPONSE_200_MESSAGES_ITEM_STATUS_VALUES!r}"
    )
