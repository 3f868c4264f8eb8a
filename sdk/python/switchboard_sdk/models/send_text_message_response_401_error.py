from typing import Literal

SendTextMessageResponse401Error = Literal["authentication_required", "invalid_key"]

SEND_TEXT_MESSAGE_RESPONSE_401_ERROR_VALUES: set[SendTextMessageResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_send_text_message_response_401_error(value: str) -> SendTextMessageResponse401Error:
    if value in SEND_TEXT_MESSAGE_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEND_TEXT_MESSAGE_RESPONSE_401_ERROR_VALUES!r}")
