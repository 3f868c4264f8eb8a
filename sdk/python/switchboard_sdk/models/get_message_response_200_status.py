from typing import Literal

GetMessageResponse200Status = Literal["delivered", "failed", "held", "queued", "sent", "skipped"]

GET_MESSAGE_RESPONSE_200_STATUS_VALUES: set[GetMessageResponse200Status] = {
    "delivered",
    "failed",
    "held",
    "queued",
    "sent",
    "skipped",
}


def check_get_message_response_200_status(value: str) -> GetMessageResponse200Status:
    if value in GET_MESSAGE_RESPONSE_200_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_MESSAGE_RESPONSE_200_STATUS_VALUES!r}")
