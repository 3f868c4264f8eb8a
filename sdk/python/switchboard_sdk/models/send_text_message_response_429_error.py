from typing import Literal

SendTextMessageResponse429Error = Literal["rate_limited"]

SEND_TEXT_MESSAGE_RESPONSE_429_ERROR_VALUES: set[SendTextMessageResponse429Error] = {
    "rate_limited",
}


def check_send_text_message_response_429_error(value: str) -> SendTextMessageResponse429Error:
    if value in SEND_TEXT_MESSAGE_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEND_TEXT_MESSAGE_RESPONSE_429_ERROR_VALUES!r}")
