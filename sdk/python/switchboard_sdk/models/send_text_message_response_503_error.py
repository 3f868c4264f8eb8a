from typing import Literal

SendTextMessageResponse503Error = Literal["service_unavailable"]

SEND_TEXT_MESSAGE_RESPONSE_503_ERROR_VALUES: set[SendTextMessageResponse503Error] = {
    "service_unavailable",
}


def check_send_text_message_response_503_error(value: str) -> SendTextMessageResponse503Error:
    if value in SEND_TEXT_MESSAGE_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEND_TEXT_MESSAGE_RESPONSE_503_ERROR_VALUES!r}")
