from typing import Literal

SendTextMessageResponse201Channel = Literal["email", "sms"]

SEND_TEXT_MESSAGE_RESPONSE_201_CHANNEL_VALUES: set[SendTextMessageResponse201Channel] = {
    "email",
    "sms",
}


def check_send_text_message_response_201_channel(value: str) -> SendTextMessageResponse201Channel:
    if value in SEND_TEXT_MESSAGE_RESPONSE_201_CHANNEL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEND_TEXT_MESSAGE_RESPONSE_201_CHANNEL_VALUES!r}")
