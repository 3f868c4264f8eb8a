from typing import Literal

SendTextMessageBodyPurpose = Literal["informational", "marketing"]

SEND_TEXT_MESSAGE_BODY_PURPOSE_VALUES: set[SendTextMessageBodyPurpose] = {
    "informational",
    "marketing",
}


def check_send_text_message_body_purpose(value: str) -> SendTextMessageBodyPurpose:
    if value in SEND_TEXT_MESSAGE_BODY_PURPOSE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEND_TEXT_MESSAGE_BODY_PURPOSE_VALUES!r}")
