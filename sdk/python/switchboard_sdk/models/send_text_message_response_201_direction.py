from typing import Literal

SendTextMessageResponse201Direction = Literal["inbound", "outbound"]

SEND_TEXT_MESSAGE_RESPONSE_201_DIRECTION_VALUES: set[SendTextMessageResponse201Direction] = {
    "inbound",
    "outbound",
}


def check_send_text_message_response_201_direction(value: str) -> SendTextMessageResponse201Direction:
    if value in SEND_TEXT_MESSAGE_RESPONSE_201_DIRECTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEND_TEXT_MESSAGE_RESPONSE_201_DIRECTION_VALUES!r}")
