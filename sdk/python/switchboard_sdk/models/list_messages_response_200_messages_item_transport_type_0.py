from typing import Literal

ListMessagesResponse200MessagesItemTransportType0 = Literal["local", "simulator", "smtp", "twilio"]

LIST_MESSAGES_RESPONSE_200_MESSAGES_ITEM_TRANSPORT_TYPE_0_VALUES: set[
    ListMessagesResponse200MessagesItemTransportType0
] = {
    "local",
    "simulator",
    "smtp",
    "twilio",
}


def check_list_messages_response_200_messages_item_transport_type_0(
    value: str,
) -> ListMessagesResponse200MessagesItemTransportType0:
    if value in LIST_MESSAGES_RESPONSE_200_MESSAGES_ITEM_TRANSPORT_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_MESSAGES_RESPONSE_200_MESSAGES_ITEM_TRANSPORT_TYPE_0_VALUES!r}"
    )
