from typing import Literal

SendTextMessageResponse400Error = Literal["invalid_json", "invalid_phone_number", "validation_error"]

SEND_TEXT_MESSAGE_RESPONSE_400_ERROR_VALUES: set[SendTextMessageResponse400Error] = {
    "invalid_json",
    "invalid_phone_number",
    "validation_error",
}


def check_send_text_message_response_400_error(value: str) -> SendTextMessageResponse400Error:
    if value in SEND_TEXT_MESSAGE_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEND_TEXT_MESSAGE_RESPONSE_400_ERROR_VALUES!r}")
