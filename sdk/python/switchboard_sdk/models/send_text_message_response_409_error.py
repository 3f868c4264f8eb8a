from typing import Literal

SendTextMessageResponse409Error = Literal["idempotency_key_in_use", "no_sender"]

SEND_TEXT_MESSAGE_RESPONSE_409_ERROR_VALUES: set[SendTextMessageResponse409Error] = {
    "idempotency_key_in_use",
    "no_sender",
}


def check_send_text_message_response_409_error(value: str) -> SendTextMessageResponse409Error:
    if value in SEND_TEXT_MESSAGE_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEND_TEXT_MESSAGE_RESPONSE_409_ERROR_VALUES!r}")
