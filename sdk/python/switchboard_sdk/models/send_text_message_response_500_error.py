from typing import Literal

SendTextMessageResponse500Error = Literal["server_error"]

SEND_TEXT_MESSAGE_RESPONSE_500_ERROR_VALUES: set[SendTextMessageResponse500Error] = {
    "server_error",
}


def check_send_text_message_response_500_error(value: str) -> SendTextMessageResponse500Error:
    if value in SEND_TEXT_MESSAGE_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEND_TEXT_MESSAGE_RESPONSE_500_ERROR_VALUES!r}")
