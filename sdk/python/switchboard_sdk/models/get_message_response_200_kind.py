from typing import Literal

GetMessageResponse200Kind = Literal["agent", "cancellation", "confirmation", "reminder", "reply", "update"]

GET_MESSAGE_RESPONSE_200_KIND_VALUES: set[GetMessageResponse200Kind] = {
    "agent",
    "cancellation",
    "confirmation",
    "reminder",
    "reply",
    "update",
}


def check_get_message_response_200_kind(value: str) -> GetMessageResponse200Kind:
    if value in GET_MESSAGE_RESPONSE_200_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_MESSAGE_RESPONSE_200_KIND_VALUES!r}")
