from typing import Literal

SendTextMessageResponse201TransportType0 = Literal["local", "simulator", "smtp", "twilio"]

SEND_TEXT_MESSAGE_RESPONSE_201_TRANSPORT_TYPE_0_VALUES: set[SendTextMessageResponse201TransportType0] = {
    "local",
    "simulator",
    "smtp",
    "twilio",
}


def check_send_text_message_response_201_transport_type_0(value: str) -> SendTextMessageResponse201TransportType0:
    if value in SEND_TEXT_MESSAGE_RESPONSE_201_TRANSPORT_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SEND_TEXT_MESSAGE_RESPONSE_201_TRANSPORT_TYPE_0_VALUES!r}"
    )
