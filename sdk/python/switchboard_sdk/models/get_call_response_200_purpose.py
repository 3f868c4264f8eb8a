from typing import Literal

GetCallResponse200Purpose = Literal["informational", "marketing"]

GET_CALL_RESPONSE_200_PURPOSE_VALUES: set[GetCallResponse200Purpose] = {
    "informational",
    "marketing",
}


def check_get_call_response_200_purpose(value: str) -> GetCallResponse200Purpose:
    if value in GET_CALL_RESPONSE_200_PURPOSE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALL_RESPONSE_200_PURPOSE_VALUES!r}")
