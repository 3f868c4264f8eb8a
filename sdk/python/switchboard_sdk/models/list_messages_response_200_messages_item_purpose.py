from typing import Literal

ListMessagesResponse200MessagesItemPurpose = Literal["informational", "marketing"]

LIST_MESSAGES_RESPONSE_200_MESSAGES_ITEM_PURPOSE_VALUES: set[ListMessagesResponse200MessagesItemPurpose] = {
    "informational",
    "marketing",
}


def check_list_messages_response_200_messages_item_purpose(value: str) -> ListMessagesResponse200MessagesItemPurpose:
    if value in LIST_MESSAGES_RESPONSE_200_MESSAGES_ITEM_PURPOSE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_MESSAGES_RESPONSE_200_MESSAGES_ITEM_PURPOSE_VALUES!r}"
    )
