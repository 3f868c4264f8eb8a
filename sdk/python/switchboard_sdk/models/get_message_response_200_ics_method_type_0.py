from typing import Literal

GetMessageResponse200IcsMethodType0 = Literal["CANCEL", "REQUEST"]

GET_MESSAGE_RESPONSE_200_ICS_METHOD_TYPE_0_VALUES: set[GetMessageResponse200IcsMethodType0] = {
    "CANCEL",
    "REQUEST",
}


def check_get_message_response_200_ics_method_type_0(value: str) -> GetMessageResponse200IcsMethodType0:
    if value in GET_MESSAGE_RESPONSE_200_ICS_METHOD_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_MESSAGE_RESPONSE_200_ICS_METHOD_TYPE_0_VALUES!r}"
    )
