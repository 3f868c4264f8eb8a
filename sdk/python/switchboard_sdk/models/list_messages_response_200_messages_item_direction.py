from typing import Literal

ListMessagesResponse200MessagesItemDirection = Literal["inbound", "outbound"]

LIST_MESSAGES_RESPONSE_200_MESSAGES_ITEM_DIRECTION_VALUES: set[ListMessagesResponse200MessagesItemDirection] = {
    "inbound",
    "outbound",
}


def check_list_messages_response_200_messages_item_direction(
    value: str,
) -> ListMessagesResponse200MessagesItemDirection:
    if value in LIST_MESSAGES_RESPONSE_200_MESSAGES_ITEM_DIRECTION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_MESSAGES_RESPONSE_200_MESSAGES_ITEM_DIRECTION_VALUES!r}"
    )
