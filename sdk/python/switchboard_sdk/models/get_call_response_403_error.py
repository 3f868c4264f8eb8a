from typing import Literal

GetCallResponse403Error = Literal["permission_denied"]

GET_CALL_RESPONSE_403_ERROR_VALUES: set[GetCallResponse403Error] = {
    "permission_denied",
}


def check_get_call_response_403_error(value: str) -> GetCallResponse403Error:
    if value in GET_CALL_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALL_RESPONSE_403_ERROR_VALUES!r}")
