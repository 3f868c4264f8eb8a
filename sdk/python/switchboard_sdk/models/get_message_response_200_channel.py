from typing import Literal

GetMessageResponse200Channel = Literal["email", "sms"]

GET_MESSAGE_RESPONSE_200_CHANNEL_VALUES: set[GetMessageResponse200Channel] = {
    "email",
    "sms",
}


def check_get_message_response_200_channel(value: str) -> GetMessageResponse200Channel:
    if value in GET_MESSAGE_RESPONSE_200_CHANNEL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_MESSAGE_RESPONSE_200_CHANNEL_VALUES!r}")
