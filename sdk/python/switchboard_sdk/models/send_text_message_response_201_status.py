from typing import Literal

SendTextMessageResponse201Status = Literal["delivered", "failed", "held", "queued", "sent", "skipped"]

SEND_TEXT_MESSAGE_RESPONSE_201_STATUS_VALUES: set[SendTextMessageResponse201Status] = {
    "delivered",
    "failed",
    "held",
    "queued",
    "sent",
    "skipped",
}


def check_send_text_message_response_201_status(value: str) -> SendTextMessageResponse201Status:
    if value in SEND_TEXT_MESSAGE_RESPONSE_201_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEND_TEXT_MESSAGE_RESPONSE_201_STATUS_VALUES!r}")
