from typing import Literal

SendTextMessageResponse201IcsMethodType0 = Literal["CANCEL", "REQUEST"]

SEND_TEXT_MESSAGE_RESPONSE_201_ICS_METHOD_TYPE_0_VALUES: set[SendTextMessageResponse201IcsMethodType0] = {
    "CANCEL",
    "REQUEST",
}


def check_send_text_message_response_201_ics_method_type_0(value: str) -> SendTextMessageResponse201IcsMethodType0:
    if value in SEND_TEXT_MESSAGE_RESPONSE_201_ICS_METHOD_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SEND_TEXT_MESSAGE_RESPONSE_201_ICS_METHOD_TYPE_0_VALUES!r}"
    )
