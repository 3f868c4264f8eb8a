from typing import Literal

GetMessageResponse200Purpose = Literal["informational", "marketing"]

GET_MESSAGE_RESPONSE_200_PURPOSE_VALUES: set[GetMessageResponse200Purpose] = {
    "informational",
    "marketing",
}


def check_get_message_response_200_purpose(value: str) -> GetMessageResponse200Purpose:
    if value in GET_MESSAGE_RESPONSE_200_PURPOSE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_MESSAGE_RESPONSE_200_PURPOSE_VALUES!r}")
