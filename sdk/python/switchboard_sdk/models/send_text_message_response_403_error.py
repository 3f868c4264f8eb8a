from typing import Literal

SendTextMessageResponse403Error = Literal[
    "consent_required", "destination_not_allowed", "do_not_call", "permission_denied"
]

SEND_TEXT_MESSAGE_RESPONSE_403_ERROR_VALUES: set[SendTextMessageResponse403Error] = {
    "consent_required",
    "destination_not_allowed",
    "do_not_call",
    "permission_denied",
}


def check_send_text_message_response_403_error(value: str) -> SendTextMessageResponse403Error:
    if value in SEND_TEXT_MESSAGE_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEND_TEXT_MESSAGE_RESPONSE_403_ERROR_VALUES!r}")
