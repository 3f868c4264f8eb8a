from typing import Literal

GetMessageResponse200TransportType0 = Literal["local", "simulator", "smtp", "twilio"]

GET_MESSAGE_RESPONSE_200_TRANSPORT_TYPE_0_VALUES: set[GetMessageResponse200TransportType0] = {
    "local",
    "simulator",
    "smtp",
    "twilio",
}


def check_get_message_response_200_transport_type_0(value: str) -> GetMessageResponse200TransportType0:
    if value in GET_MESSAGE_RESPONSE_200_TRANSPORT_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_MESSAGE_RESPONSE_200_TRANSPORT_TYPE_0_VALUES!r}")
