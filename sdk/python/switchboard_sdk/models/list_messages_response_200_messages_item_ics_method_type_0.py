from typing import Literal

ListMessagesResponse200MessagesItemIcsMethodType0 = Literal["CANCEL", "REQUEST"]

LIST_MESSAGES_RESPONSE_200_MESSAGES_ITEM_ICS_METHOD_TYPE_0_VALUES: set[
    ListMessagesResponse200MessagesItemIcsMethodType0
] = {
    "CANCEL",
    "REQUEST",
}


def check_list_messages_response_200_messages_item_ics_method_type_0(
    value: str,
) -> ListMessagesResponse200MessagesItemIcsMethodType0:
    if value in LIST_MESSAGES_RESPONSE_200_MESSAGES_ITEM_ICS_METHOD_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_MESSAGES_RESPONSE_200_MESSAGES_ITEM_ICS_METHOD_TYPE_0_VALUES!r}"
    )
