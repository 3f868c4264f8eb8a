from typing import Literal

ListMessagesChannel = Literal["email", "sms"]

LIST_MESSAGES_CHANNEL_VALUES: set[ListMessagesChannel] = {
    "email",
    "sms",
}


def check_list_messages_channel(value: str) -> ListMessagesChannel:
    if value in LIST_MESSAGES_CHANNEL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_MESSAGES_CHANNEL_VALUES!r}")
