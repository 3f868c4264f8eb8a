from typing import Literal

ListMessagesResponse200MessagesItemChannel = Literal["email", "sms"]

LIST_MESSAGES_RESPONSE_200_MESSAGES_ITEM_CHANNEL_VALUES: set[ListMessagesResponse200MessagesItemChannel] = {
    "email",
    "sms",
}


def check_list_messages_response_200_messages_item_channel(value: str) -> ListMessagesResponse200MessagesItemChannel:
    if value in LIST_MESSAGES_RESPONSE_200_MESSAGES_ITEM_CHANNEL_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_MESSAGES_RESPONSE_200_MESSAGES_ITEM_CHANNEL_VALUES!r}"
    )
