from typing import Literal

SendTextMessageResponse404Error = Literal["not_found"]

SEND_TEXT_MESSAGE_RESPONSE_404_ERROR_VALUES: set[SendTextMessageResponse404Error] = {
    "not_found",
}


def check_send_text_message_response_404_error(value: str) -> SendTextMessageResponse404Error:
    if value in SEND_TEXT_MESSAGE_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEND_TEXT_MESSAGE_RESPONSE_404_ERROR_VALUES!r}")
