from typing import Literal

SendTextMessageResponse201Kind = Literal["agent", "cancellation", "confirmation", "reminder", "reply", "update"]

SEND_TEXT_MESSAGE_RESPONSE_201_KIND_VALUES: set[SendTextMessageResponse201Kind] = {
    "agent",
    "cancellation",
    "confirmation",
    "reminder",
    "reply",
    "update",
}


def check_send_text_message_response_201_kind(value: str) -> SendTextMessageResponse201Kind:
    if value in SEND_TEXT_MESSAGE_RESPONSE_201_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEND_TEXT_MESSAGE_RESPONSE_201_KIND_VALUES!r}")
