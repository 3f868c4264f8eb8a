from typing import Literal

SendTextMessageResponse201Purpose = Literal["informational", "marketing"]

SEND_TEXT_MESSAGE_RESPONSE_201_PURPOSE_VALUES: set[SendTextMessageResponse201Purpose] = {
    "informational",
    "marketing",
}


def check_send_text_message_response_201_purpose(value: str) -> SendTextMessageResponse201Purpose:
    if value in SEND_TEXT_MESSAGE_RESPONSE_201_PURPOSE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEND_TEXT_MESSAGE_RESPONSE_201_PURPOSE_VALUES!r}")
