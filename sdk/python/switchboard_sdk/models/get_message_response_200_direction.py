from typing import Literal

GetMessageResponse200Direction = Literal["inbound", "outbound"]

GET_MESSAGE_RESPONSE_200_DIRECTION_VALUES: set[GetMessageResponse200Direction] = {
    "inbound",
    "outbound",
}


def check_get_message_response_200_direction(value: str) -> GetMessageResponse200Direction:
    if value in GET_MESSAGE_RESPONSE_200_DIRECTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_MESSAGE_RESPONSE_200_DIRECTION_VALUES!r}")
