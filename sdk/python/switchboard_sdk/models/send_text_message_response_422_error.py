from typing import Literal

SendTextMessageResponse422Error = Literal["idempotency_key_reused"]

SEND_TEXT_MESSAGE_RESPONSE_422_ERROR_VALUES: set[SendTextMessageResponse422Error] = {
    "idempotency_key_reused",
}


def check_send_text_message_response_422_error(value: str) -> SendTextMessageResponse422Error:
    if value in SEND_TEXT_MESSAGE_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEND_TEXT_MESSAGE_RESPONSE_422_ERROR_VALUES!r}")
