from typing import Literal

SendTextMessageResponse413Error = Literal["payload_too_large"]

SEND_TEXT_MESSAGE_RESPONSE_413_ERROR_VALUES: set[SendTextMessageResponse413Error] = {
    "payload_too_large",
}


def check_send_text_message_response_413_error(value: str) -> SendTextMessageResponse413Error:
    if value in SEND_TEXT_MESSAGE_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEND_TEXT_MESSAGE_RESPONSE_413_ERROR_VALUES!r}")
